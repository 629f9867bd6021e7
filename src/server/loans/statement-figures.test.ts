import { describe, expect, it } from 'vitest';
import type { ServicingLoan } from '../adapters/loan-servicing/index.ts';
import { statementFigures } from './statement-figures.ts';

const instalment = (number: number, dueDate: string) => ({
  number,
  dueDate,
  principalCents: 10_000,
  interestCents: 1_000,
  feeCents: 200,
  totalCents: 11_200,
  balanceAfterCents: 0,
});

/** A loan of $1,000 with a $100 establishment fee, paid out on 1 March, four monthly payments. */
const loan: ServicingLoan = {
  loanId: '1',
  accountNumber: '1000001',
  externalId: '42',
  status: 'active',
  principalCents: 110_000,
  schedule: {
    frequency: 'Monthly',
    principalCents: 110_000,
    establishmentFeeCents: 10_000,
    instalments: [
      instalment(1, '2027-04-01'),
      instalment(2, '2027-05-03'),
      instalment(3, '2027-09-01'),
      instalment(4, '2027-10-01'),
    ],
    totalInterestCents: 4_000,
    totalFeesCents: 10_800,
    totalRepayableCents: 154_800,
  },
  instalments: [
    { number: 1, dueDate: '2027-04-01', totalCents: 11_200, paidCents: 11_200 },
    { number: 2, dueDate: '2027-05-03', totalCents: 11_200, paidCents: 0 },
    { number: 3, dueDate: '2027-09-01', totalCents: 11_200, paidCents: 0 },
    { number: 4, dueDate: '2027-10-01', totalCents: 11_200, paidCents: 0 },
  ],
  transactions: [
    {
      id: 't1',
      kind: 'disbursement',
      date: '2027-03-01',
      amountCents: 110_000,
      ...{ principalCents: 0, interestCents: 0, feeCents: 0 },
      externalId: '42',
    },
    {
      id: 't2',
      kind: 'repayment',
      date: '2027-04-01',
      amountCents: 11_200,
      ...{ principalCents: 10_000, interestCents: 1_000, feeCents: 200 },
      externalId: 'P-1',
    },
  ],
  summary: { balanceCents: 0, principalOutstandingCents: 0, nextPayment: null, arrearsDays: 0 },
};

// CCCFA s 19: what a statement holds; s 20: its opening balance is the previous closing.
describe('a continuing disclosure statement’s figures (CCCFA s 19, s 20)', () => {
  const first = statementFigures(loan, { from: '2027-03-01', to: '2027-08-31' }, 12.95);
  const second = statementFigures(loan, { from: '2027-09-01', to: '2028-02-29' }, 12.95);

  it('lists the advance, its fee, each interest charge, payment fee and payment in the period', () => {
    expect(first.advances).toEqual([
      { date: '2027-03-01', amountCents: 100_000, description: 'Loan advanced' },
    ]);
    expect(first.fees.map((f) => [f.date, f.amountCents, f.description])).toEqual([
      ['2027-03-01', 10_000, 'Establishment fee'],
      ['2027-04-01', 200, 'Payment fee'],
      ['2027-05-03', 200, 'Payment fee'],
    ]);
    expect(first.interest.map((i) => i.date)).toEqual(['2027-04-01', '2027-05-03']);
    expect(first.payments).toEqual([
      { date: '2027-04-01', amountCents: 11_200, description: 'Payment received' },
    ]);
    expect(first.annualRatePercent).toBe(12.95);
  });

  it('opens at nothing before the advance and closes at what is owed', () => {
    expect(first.openingBalanceCents).toBe(0);
    // $1,100 advanced with its fee, two instalments' interest and fees, one payment.
    expect(first.closingBalanceCents).toBe(110_000 + 2 * 1_200 - 11_200);
  });

  it('carries the closing balance to the next statement, and names the next payment', () => {
    expect(second.openingBalanceCents).toBe(first.closingBalanceCents);
    expect(first.nextPayment).toEqual({ date: '2027-09-01', amountCents: 11_200 });
    expect(second.nextPayment).toBeNull();
  });
});
