import { describe, expect, it } from 'vitest';
import { calculatorConfig } from '#content/calculator.ts';
import { quote } from '#domain/calculator/calculator.ts';
import { formatDollars } from '#domain/money/format.ts';
import { estimateRepayment } from './repayment-estimate.on-demand.ts';

const weekly = (amount: number, interestPercent: number, termMonths: number) => {
  const answer = quote({ amount, interestPercent, termMonths }, calculatorConfig);
  if (!answer.ok) throw new Error('no quote');
  return formatDollars(answer.result.Weekly.payment);
};

describe('the application’s repayment estimate (issue 23, item 8)', () => {
  it('uses the rate and term the visitor chose in the calculator', () => {
    const text = estimateRepayment(10000, { interestPercent: 9.95, termMonths: 24 });
    expect(text).toBe(`${weekly(10000, 9.95, 24)} a week over 24 months at 9.95% p.a.`);
  });

  it('says what it assumes when the visitor did not come from the calculator', () => {
    const text = estimateRepayment(10000, { interestPercent: null, termMonths: null });
    expect(text).toBe(`${weekly(10000, 12.95, 36)} a week, assuming 36 months at 12.95% p.a.`);
  });
});
