/**
 * Money per period, brought to one period for the affordability record: every figure in the
 * record is dollars a week, rounded to cents, so income, expenses, commitments and the new
 * loan's repayment add up on one scale.
 */
import { roundToCents } from '../calculator/calculator.ts';

// Step 4's income frequencies, and the calculator's repayment frequencies, plus a year.
export const PERIODS = ['Weekly', 'Fortnightly', 'Monthly', 'Annually'] as const;
export type Period = (typeof PERIODS)[number];

const WEEKS_PER_YEAR = 52;
const WEEKS_PER: Readonly<Record<Period, number>> = {
  Weekly: 1,
  Fortnightly: 2,
  Monthly: WEEKS_PER_YEAR / 12,
  Annually: WEEKS_PER_YEAR,
};

/** An amount paid every `period`, as dollars a week (cents). */
export function toWeekly(amount: number, period: Period): number {
  return roundToCents(amount / WEEKS_PER[period]);
}

/** Dollars a week as dollars per `period` (cents): what the record shows beside a declared line. */
export function fromWeekly(weekly: number, period: Period): number {
  return roundToCents(weekly * WEEKS_PER[period]);
}

export function isPeriod(value: unknown): value is Period {
  return (PERIODS as readonly unknown[]).includes(value);
}
