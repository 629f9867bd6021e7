import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import { descriptionOf } from '../field/test-support.ts';
import { DateOfBirth, type DateOfBirthProps } from './date-of-birth.tsx';

function renderDateOfBirth(props: Partial<DateOfBirthProps> = {}, initial = '') {
  return renderWidget(
    DateOfBirth,
    { name: 'DateOfBirth', label: 'Date of birth', required: true, ...props },
    initial,
    { after: true },
  ).changes;
}

const day = () => screen.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement;
const month = () => screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;
const year = () => screen.getByRole('textbox', { name: 'Year' }) as HTMLInputElement;

describe('the date-of-birth selector (site-and-tools §3)', () => {
  it('is one fieldset of day, month and year, the day first with the widget id', () => {
    renderDateOfBirth();
    expect(screen.getByRole('group', { name: 'Date of birth' }).tagName).toBe('FIELDSET');
    expect(day().id).toBe('DateOfBirth');
    expect(day().options).toHaveLength(32);
    expect(month().options[3]?.textContent).toBe('March');
    expect([day(), month(), year()].map((part) => part.getAttribute('autocomplete'))).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);
  });

  it('reports yyyy/MM/dd as stored (loan-application §3), keeping half-entered parts', async () => {
    const changes = renderDateOfBirth();
    await userEvent.selectOptions(day(), '9');
    expect(changes.at(-1)).toBe('//09');
    await userEvent.selectOptions(month(), 'March');
    await userEvent.type(year(), '1990');
    expect(changes.at(-1)).toBe('1990/03/09');
    expect(
      (document.querySelector('input[type=hidden][name=DateOfBirth]') as HTMLInputElement).value,
    ).toBe('1990/03/09');
  });

  it('shows a saved value in its parts', () => {
    renderDateOfBirth({}, '1987/03/27');
    expect([day().value, month().value, year().value]).toEqual(['27', '03', '1987']);
  });

  it('reports an empty value once every part is cleared', async () => {
    const changes = renderDateOfBirth({}, '/05/');
    await userEvent.selectOptions(month(), 'Month');
    expect(changes.at(-1)).toBe('');
  });

  it('keeps the year to digits and slashes out, so the parts never shift', async () => {
    const changes = renderDateOfBirth();
    await userEvent.type(year(), '19/90');
    expect(changes.at(-1)).toBe('1990//');
  });

  it('describes the group by its error and marks the empty parts', () => {
    renderDateOfBirth(
      { error: 'Please enter a valid date', hint: 'For example, 27 March 1987' },
      '/05/',
    );
    expect(descriptionOf(screen.getByRole('group'))).toBe(
      'For example, 27 March 1987 Error: Please enter a valid date',
    );
    expect(day().getAttribute('aria-invalid')).toBe('true');
    expect(month().hasAttribute('aria-invalid')).toBe(false);
    expect(year().getAttribute('aria-invalid')).toBe('true');
  });

  it('marks every part when all are filled but the date is wrong', () => {
    renderDateOfBirth({ error: 'Please enter a valid date' }, '1990/02/31');
    for (const part of [day(), month(), year()])
      expect(part.getAttribute('aria-invalid')).toBe('true');
  });

  it('calls onBlur when focus leaves the group, not between its parts', async () => {
    const onBlur = vi.fn();
    renderDateOfBirth({ onBlur });
    await userEvent.click(day());
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(year());
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('says "(optional)" when not required, and can be disabled', () => {
    renderDateOfBirth({ required: false, disabled: true });
    expect(screen.getByRole('group', { name: 'Date of birth (optional)' })).toBeTruthy();
    for (const part of [day(), month(), year()]) {
      expect(part.disabled).toBe(true);
      expect(part.required).toBe(false);
    }
  });
});
