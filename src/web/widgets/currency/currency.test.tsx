import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import { descriptionOf } from '../field/test-support.ts';
import { Currency, type CurrencyProps } from './currency.tsx';

function renderCurrency(props: Partial<CurrencyProps> = {}, initial = '') {
  const { changes } = renderWidget(
    Currency,
    { name: 'PaymentAmount', label: 'Payment amount', required: true, ...props },
    initial,
  );
  return { changes, input: screen.getByRole('textbox', { name: /Payment amount/ }) };
}

describe('the currency widget', () => {
  it('shows a dollar sign before the box, hidden from screen readers, and reports the text typed', async () => {
    const { input, changes } = renderCurrency();
    expect(screen.getByText('$').getAttribute('aria-hidden')).toBe('true');
    await userEvent.type(input, '12.50');
    expect(changes.at(-1)).toBe('12.50');
  });

  it('asks for a decimal keypad, or a numeric one for whole dollars', () => {
    const { input } = renderCurrency();
    expect(input.getAttribute('inputmode')).toBe('decimal');
    renderCurrency({ name: 'LoanAmountSpecific', label: 'Loan amount', whole: true });
    expect(screen.getByRole('textbox', { name: 'Loan amount' }).getAttribute('inputmode')).toBe(
      'numeric',
    );
  });

  it('stops at the maximum length (site-and-tools §9: payment amount 8 characters)', async () => {
    const { input, changes } = renderCurrency({ maxLength: 8 });
    await userEvent.type(input, '1234567890');
    expect(changes.at(-1)).toBe('12345678');
  });

  it('marks an error, is described by it, and says "(optional)" when not required', () => {
    const { input } = renderCurrency({ error: 'Please enter a dollar amount', required: false });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('Error: Please enter a dollar amount');
    expect(screen.getByRole('textbox', { name: 'Payment amount (optional)' })).toBe(input);
  });

  it('can be disabled', () => {
    const { input } = renderCurrency({ disabled: true });
    expect(input).toHaveProperty('disabled', true);
  });
});
