import { addWorkingDays } from '#domain/calendar/working-days.ts';
import {
  annuityPayment,
  calculateRepayments,
  periodicRate,
  type CalculatorRates,
  type Frequency,
  type LoanTerms,
} from './calculator.ts';

/**
 * A loan's repayment schedule, instalment by instalment, from the calculator's maths (site-and-
 * tools §9): the one place both the disclosure statement (CCCFA Schedule 1) and the loan-servicing
 * adapters take it from, so the two agree to the cent.
 *
 * The amount plus the establishment fee is repaid by level payments (the calculator's rounded
 * annuity) with the per-payment fee on top. Each instalment's interest is the declining balance
 * times the period's rate (`interestSplit`); the rest of the payment repays principal. Every
 * payment is the calculator's and the totals are payment × periods, as the disclosure says; the
 * cent or so the annuity's rounding adds or takes is spread over the interest, never a last
 * payment that differs from the others.
 * Money is in cents (whole numbers); dates are YYYY-MM-DD, a day that is not a working day moved
 * to the next working day (CCCFA s 5).
 */
export interface ScheduledInstalment {
  number: number;
  dueDate: string;
  principalCents: number;
  interestCents: number;
  feeCents: number;
  totalCents: number;
  /** The principal still owed after this instalment is paid. */
  balanceAfterCents: number;
}

export interface LoanSchedule {
  frequency: Frequency;
  /** The amount of credit plus the establishment fee: the principal the schedule repays. */
  principalCents: number;
  establishmentFeeCents: number;
  instalments: ScheduledInstalment[];
  totalInterestCents: number;
  /** The establishment fee and every per-payment fee. */
  totalFeesCents: number;
  totalRepayableCents: number;
}

export interface ScheduleTerms extends LoanTerms {
  frequency: Frequency;
  /** YYYY-MM-DD: the first payment's day before any working-day move. */
  firstPaymentDate: string;
}

export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** The schedule of a loan; throws CalculationError when no fee band covers the amount. */
export function loanSchedule(terms: ScheduleTerms, rates: CalculatorRates): LoanSchedule {
  const result = calculateRepayments(terms, rates);
  const chosen = result[terms.frequency];
  const feeCents = toCents(rates.PerPaymentFee);
  const annuityCents = toCents(chosen.payment) - feeCents;
  const principalCents = toCents(terms.amount + result.establishmentFee);
  const interest = interestSplit(
    principalCents,
    annuityCents,
    periodicRate(terms.interestPercent, terms.frequency),
    chosen.periods,
  );
  const instalments: ScheduledInstalment[] = [];
  let balance = principalCents;
  interest.forEach((interestCents, index) => {
    const principal = index === interest.length - 1 ? balance : annuityCents - interestCents;
    balance -= principal;
    instalments.push({
      number: index + 1,
      dueDate: addWorkingDays(dueDate(terms.firstPaymentDate, terms.frequency, index), 0),
      principalCents: principal,
      interestCents,
      feeCents,
      totalCents: principal + interestCents + feeCents,
      balanceAfterCents: balance,
    });
  });
  const establishmentFeeCents = toCents(result.establishmentFee);
  const sum = (pick: (i: ScheduledInstalment) => number) =>
    instalments.reduce((total, i) => total + pick(i), 0);
  return {
    frequency: terms.frequency,
    principalCents,
    establishmentFeeCents,
    instalments,
    totalInterestCents: sum((i) => i.interestCents),
    totalFeesCents: establishmentFeeCents + sum((i) => i.feeCents),
    totalRepayableCents: sum((i) => i.totalCents),
  };
}

/**
 * Each instalment's interest in cents: the exact declining-balance interest of the exact annuity
 * (balance × the period's rate), scaled so the whole is what the rounded payments leave after the
 * principal (payments × periods − principal), and rounded cumulatively so no cent is lost or
 * made up and none is negative.
 */
export function interestSplit(
  principalCents: number,
  annuityCents: number,
  rate: number,
  periods: number,
): number[] {
  const exactAnnuity = annuityPayment(principalCents, rate, periods);
  const exact: number[] = [];
  let balance = principalCents;
  for (let index = 0; index < periods; index += 1) {
    exact.push(balance * rate);
    balance -= exactAnnuity - balance * rate;
  }
  const exactTotal = exact.reduce((total, value) => total + value, 0);
  const wanted = annuityCents * periods - principalCents;
  let cumulative = 0;
  let given = 0;
  return exact.map((value, index) => {
    cumulative += exactTotal === 0 ? 1 / periods : value / exactTotal;
    const upTo = index === periods - 1 ? wanted : Math.round(cumulative * wanted);
    const cents = upTo - given;
    given = upTo;
    return cents;
  });
}

/**
 * The contractual day of the instalment `index` (0 first): weekly and fortnightly every 7 or 14
 * days; monthly on the first payment's day of the month, or the month's last day when shorter.
 */
export function dueDate(first: string, frequency: Frequency, index: number): string {
  const date = new Date(`${first}T00:00:00Z`);
  if (frequency === 'Monthly') {
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + index);
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(day, last));
  } else date.setUTCDate(date.getUTCDate() + index * (frequency === 'Weekly' ? 7 : 14));
  return date.toISOString().slice(0, 10);
}
