import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import { Anniversary, type AnniversaryProps } from './anniversary.tsx';

function renderAnniversary(props: Partial<AnniversaryProps> = {}, initial = '') {
  return renderWidget(
    Anniversary,
    { name: 'Anniversary', label: 'Wedding anniversary', required: true, ...props },
    initial,
    { after: true },
  ).changes;
}

const day = () => screen.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement;
const month = () => screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;

describe('the anniversary widget (site-and-tools §3 "anniversary")', () => {
  it('is one fieldset of a day and a month, with no year', () => {
    renderAnniversary();
    expect(screen.getByRole('group', { name: 'Wedding anniversary' }).tagName).toBe('FIELDSET');
    expect(day().id).toBe('Anniversary');
    expect(day().options).toHaveLength(32);
    expect(month().options).toHaveLength(13);
    expect(screen.queryByRole('textbox', { name: 'Year' })).toBeNull();
  });

  it('reports MM/dd, keeping a half-chosen part, and an empty value when cleared', async () => {
    const changes = renderAnniversary();
    await userEvent.selectOptions(month(), 'February');
    expect(changes.at(-1)).toBe('02/');
    await userEvent.selectOptions(day(), '29');
    expect(changes.at(-1)).toBe('02/29');
    expect(
      (document.querySelector('input[type=hidden][name=Anniversary]') as HTMLInputElement).value,
    ).toBe('02/29');
    await userEvent.selectOptions(day(), 'Day');
    await userEvent.selectOptions(month(), 'Month');
    expect(changes.at(-1)).toBe('');
  });

  it('shows a saved value in its parts and marks the parts of a wrong date', () => {
    renderAnniversary({ error: 'Please enter a valid date' }, '04/31');
    expect([day().value, month().value]).toEqual(['31', '04']);
    expect(day().getAttribute('aria-invalid')).toBe('true');
    expect(month().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: 'Wedding anniversary' }).textContent).toContain(
      'Please enter a valid date',
    );
  });
});
