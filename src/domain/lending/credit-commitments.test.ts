import { describe, expect, it } from 'vitest';
import { creditReportCommitments } from './credit-commitments.ts';

describe('the credit report’s commitments as record lines (issue 21)', () => {
  it('names each with its lender and balance, marks it the credit report’s, a week’s repayment', () => {
    expect(
      creditReportCommitments([
        {
          lender: 'Harbour Bank',
          type: 'Credit card',
          balance: 12400.5,
          repayment: 260,
          frequency: 'Monthly',
        },
        {
          lender: 'Southern Finance',
          type: 'Personal loan',
          balance: 9500,
          repayment: 110,
          frequency: 'Weekly',
        },
      ]),
    ).toEqual([
      {
        id: 'credit-report-1',
        label: 'Credit card, Harbour Bank: balance $12,400.50, $260.00 monthly',
        source: 'credit-report',
        weekly: 60,
      },
      {
        id: 'credit-report-2',
        label: 'Personal loan, Southern Finance: balance $9,500.00, $110.00 weekly',
        source: 'credit-report',
        weekly: 110,
      },
    ]);
  });

  it('gives no lines for a report with no other credit', () => {
    expect(creditReportCommitments([])).toEqual([]);
  });
});
