import { describe, expect, it } from 'vitest';
import { validateFields } from '../validation/engine.ts';
import { PAYMENT_MESSAGES, PAYMENT_RULES, amountInCents, formatCents } from './fields.ts';

const errors = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(
      validateFields(PAYMENT_RULES, { values, today: new Date(), config: undefined }),
    ).map(([name, error]) => [name, error.message]),
  );

describe('the payment rules (site-and-tools §5 "Payment")', () => {
  it('gives "Please enter a dollar amount" for every amount failure', () => {
    for (const amount of ['', 'abc', '0.99', '1.234', '100000.00'])
      expect(errors({ PaymentAmount: amount }).PaymentAmount).toBe(PAYMENT_MESSAGES.amount);
    expect(errors({ PaymentAmount: '1' }).PaymentAmount).toBeUndefined();
    expect(errors({ PaymentAmount: '12345.6' }).PaymentAmount).toBeUndefined();
  });

  it('accepts a loan id of 7 or more digits with an optional s, up to 15 characters', () => {
    expect(errors({ LoanId: '1234567s' }).LoanId).toBeUndefined();
    expect(errors({ LoanId: '123456' }).LoanId).toBe(PAYMENT_MESSAGES.loanId);
    expect(errors({ LoanId: '1234567890123456' }).LoanId).toBe(PAYMENT_MESSAGES.loanId);
  });
});

describe('amounts', () => {
  it('turns a dollar amount into whole cents and shows cents in en-NZ', () => {
    expect(amountInCents('125.5')).toBe(12550);
    expect(amountInCents('7')).toBe(700);
    expect(amountInCents('0.05')).toBe(5);
    expect(formatCents(12550)).toBe('$125.50');
  });
});
