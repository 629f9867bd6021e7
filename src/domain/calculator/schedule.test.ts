import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorConfig } from '#content/calculator.ts';
import { FREQUENCIES, calculateRepayments, periodicRate } from './calculator.ts';
import { loanSchedule, toCents, type ScheduleTerms } from './schedule.ts';

const terms: ScheduleTerms = {
  amount: 5000,
  interestPercent: 12.95,
  termMonths: 36,
  frequency: 'Monthly',
  firstPaymentDate: '2026-02-19',
};

describe('the loan schedule (the calculator maths, instalment by instalment)', () => {
  it('makes every payment the calculator payment and repays the principal to nil', () => {
    const schedule = loanSchedule(terms, calculatorConfig);
    const calculator = calculateRepayments(terms, calculatorConfig);
    expect(schedule.instalments).toHaveLength(36);
    expect(schedule.principalCents).toBe(toCents(5000 + calculator.establishmentFee));
    for (const instalment of schedule.instalments)
      expect(instalment.totalCents).toBe(toCents(calculator.Monthly.payment));
    expect(schedule.instalments.at(-1)!.balanceAfterCents).toBe(0);
    expect(schedule.totalRepayableCents).toBe(toCents(calculator.Monthly.total));
  });

  it('charges the first period interest on the whole principal, within a cent', () => {
    const schedule = loanSchedule(terms, calculatorConfig);
    const first = schedule.instalments[0]!;
    expect(
      Math.abs(first.interestCents - schedule.principalCents * periodicRate(12.95, 'Monthly')),
    ).toBeLessThanOrEqual(1);
    expect(first.feeCents).toBe(toCents(calculatorConfig.PerPaymentFee));
    expect(first.balanceAfterCents).toBe(schedule.principalCents - first.principalCents);
  });

  it('moves a due day that is not a working day to the next (CCCFA s 5)', () => {
    const weekly = loanSchedule(
      { ...terms, frequency: 'Weekly', firstPaymentDate: '2026-01-30' },
      calculatorConfig,
    );
    // The second payment would fall on Waitangi Day, Friday 6 February 2026.
    expect(weekly.instalments[1]!.dueDate).toBe('2026-02-09');
    expect(weekly.instalments[2]!.dueDate).toBe('2026-02-13');
  });

  it('adds up for any amount, rate, term and frequency the calculator offers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 50_000 }),
        fc.integer({ min: 500, max: 2999 }).map((hundredths) => hundredths / 100),
        fc.constantFrom(...calculatorConfig.TermRanges),
        fc.constantFrom(...FREQUENCIES),
        (amount, interestPercent, termMonths, frequency) => {
          const loan = { ...terms, amount, interestPercent, termMonths, frequency };
          const schedule = loanSchedule(loan, calculatorConfig);
          const calculator = calculateRepayments(loan, calculatorConfig)[frequency];
          const principal = schedule.instalments.reduce((t, i) => t + i.principalCents, 0);
          expect(principal).toBe(schedule.principalCents);
          expect(schedule.totalRepayableCents).toBe(toCents(calculator.total));
          expect(schedule.totalRepayableCents).toBe(
            schedule.principalCents +
              schedule.totalInterestCents +
              schedule.totalFeesCents -
              schedule.establishmentFeeCents,
          );
          expect(schedule.instalments.at(-1)!.balanceAfterCents).toBe(0);
          let interestBefore = Infinity;
          for (const instalment of schedule.instalments) {
            expect(instalment.interestCents).toBeGreaterThanOrEqual(0);
            expect(instalment.principalCents).toBeGreaterThanOrEqual(0);
            expect(instalment.totalCents).toBe(toCents(calculator.payment));
            // Declining balance: interest never rises (a cent of rounding aside).
            expect(instalment.interestCents).toBeLessThanOrEqual(interestBefore + 1);
            interestBefore = instalment.interestCents;
          }
        },
      ),
      // Each schedule looks up public holidays for its dates: a few dozen loans are enough.
      { numRuns: 40 },
    );
  }, 30_000);
});
