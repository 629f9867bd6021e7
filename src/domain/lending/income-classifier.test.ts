import { describe, expect, it } from 'vitest';
import { classifyIncome, describeSeries, payerOf, type Transaction } from './income-classifier.ts';
import { statementExpenses } from './statement-expenses.ts';

const day = (n: number) =>
  new Date(Date.UTC(2026, 0, 5) + n * 86_400_000).toISOString().slice(0, 10);
const credits = (
  every: number,
  count: number,
  amount: (i: number) => number,
  description: string,
) =>
  Array.from({ length: count }, (_, i): Transaction => ({
    date: day(i * every),
    amount: amount(i),
    description: `${description} ${1000 + i}`,
  }));

describe('classifying regular credits as income', () => {
  it('finds a fortnightly salary whose reference changes every pay', () => {
    const found = classifyIncome(credits(14, 6, () => 2950.4, 'ACME LTD SALARY'));
    expect(found).toEqual([
      {
        payer: 'ACME LTD SALARY',
        frequency: 'Fortnightly',
        count: 6,
        typicalAmount: 2950.4,
        weekly: 1475.2,
        first: day(0),
        last: day(70),
      },
    ]);
    expect(describeSeries(found[0]!)).toBe(
      `Bank statements: 6 fortnightly credits from ACME LTD SALARY, ${day(0)} to ${day(70)}`,
    );
  });

  it('finds weekly wages that vary a little and a monthly salary paid a day late', () => {
    const wages = credits(7, 12, (i) => 1060 + (i % 3) * 30, 'KIWI BUILDERS WAGES');
    const monthly = [0, 31, 59, 91].map((n) => ({
      date: day(n),
      amount: 6250,
      description: 'TE WHATU ORA',
    }));
    const found = classifyIncome([...wages, ...monthly]);
    expect(found.map((series) => [series.payer, series.frequency])).toEqual([
      ['TE WHATU ORA', 'Monthly'],
      ['KIWI BUILDERS WAGES', 'Weekly'],
    ]);
    expect(found[1]!.weekly).toBe(1090);
    expect(found[0]!.weekly).toBe(1442.31);
  });

  it('does not count transfers, refunds, interest, irregular or too few credits as income', () => {
    const found = classifyIncome([
      ...credits(7, 12, () => 100, 'TRANSFER FROM EVERYDAY'),
      ...credits(30, 3, () => 3.12, 'PAYROLL SMALL'),
      ...credits(30, 3, () => 60, 'CREDIT INTEREST'),
      ...credits(7, 2, () => 900, 'NEW JOB LTD'),
      { date: day(5), amount: 1800, description: 'INV 1040 CLIENT PAYMENT' },
      { date: day(19), amount: 640, description: 'INV 1041 CLIENT PAYMENT' },
      { date: day(47), amount: 2200, description: 'INV 1042 CLIENT PAYMENT' },
      ...credits(14, 4, (i) => (i === 2 ? 3000 : 1000), 'BONUS CO'),
    ]);
    expect(found).toEqual([]);
  });

  it('names the payer without the numbers that change', () => {
    expect(payerOf('MSD Jobseeker Support 12/03 #8841')).toBe('MSD JOBSEEKER SUPPORT');
  });
});

describe('expenses seen in statements', () => {
  it('averages categorised debits over the weeks the statements cover', () => {
    const transactions: Transaction[] = [
      ...credits(7, 4, () => -520, 'RENT HARCOURTS'),
      ...credits(7, 4, () => -180, "PAK'NSAVE"),
      { date: day(3), amount: -69.99, description: 'ONE NZ MOBILE' },
      { date: day(6), amount: -80, description: 'Z ENERGY HAMILTON' },
      { date: day(9), amount: -210, description: 'MERCURY ENERGY' },
      { date: day(4), amount: -300, description: 'TRANSFER TO SAVINGS' },
      { date: day(27), amount: 50, description: "PAK'NSAVE REFUND" },
    ];
    expect(statementExpenses(transactions)).toEqual({
      Food: 180,
      'Housing and utilities': 572.5,
      Transport: 20,
      Health: 0,
      'Insurance and personal care': 17.5,
    });
  });
});
