import { renderWidget } from '../field/render-widget.tsx';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { descriptionOf } from '../field/test-support.ts';
import { DateInput, type DateProps } from './date.tsx';

function renderDate(props: Partial<DateProps> = {}, initial = '') {
  const { changes, container } = renderWidget(
    DateInput,
    { name: 'VisaExpiry', label: 'Visa expiry date', required: true, ...props },
    initial,
  );
  return { changes, input: container.querySelector('input')! };
}

describe('the date widget', () => {
  it('is a native date input with a visible label, reporting yyyy-MM-dd', () => {
    const { input, changes } = renderDate();
    expect(screen.getByLabelText('Visa expiry date')).toBe(input);
    expect(input.type).toBe('date');
    fireEvent.change(input, { target: { value: '2027-03-31' } });
    expect(changes).toEqual(['2027-03-31']);
  });

  it('passes the earliest and latest dates to the picker', () => {
    const { input } = renderDate({ min: '2026-01-01', max: '2026-03-31' });
    expect([input.min, input.max]).toEqual(['2026-01-01', '2026-03-31']);
  });

  it('marks an error and is described by it; says "(optional)" when not required', () => {
    const { input } = renderDate({ error: 'You must have a current visa', required: false });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('Error: You must have a current visa');
    expect(screen.getByLabelText('Visa expiry date (optional)')).toBe(input);
  });

  it('is marked required, and can be disabled', () => {
    const { input } = renderDate({ disabled: true });
    expect(input.required).toBe(true);
    expect(input.disabled).toBe(true);
  });
});
