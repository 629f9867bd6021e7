/**
 * The loan calculator's maths (site-and-tools §9 "Calculator"): a standard annuity on the amount
 * plus its establishment fee, per week, fortnight and month; each payment rounded to cents before
 * the per-payment fee is added; a term offered only while its weekly payment reaches the
 * configured minimum. Pure: the calculator widget, its server-rendered figures and the
 * application's estimated repayment all use it.
 */

/** One establishment fee band: amounts from Start to End (inclusive, whole dollars) pay Amount. */
export interface EstablishmentFeeRange {
  Start: number;
  End: number;
  Amount: number;
}

/** What the maths needs of the calculator configuration (site-and-tools §3, its field names). */
export interface CalculatorRates {
  EstablishmentFeeRanges: readonly EstablishmentFeeRange[];
  /** Dollars added to every payment after rounding. */
  PerPaymentFee: number;
  /** Dollars: a term whose weekly payment is below this is not offered. */
  MinimumWeeklyPayment: number;
}

// spec: site-and-tools §9 "Frequencies: Weekly, Fortnightly, Monthly"
export const FREQUENCIES = ['Weekly', 'Fortnightly', 'Monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

// spec: site-and-tools §9 (rate/52 weekly, /26 fortnightly, /12 monthly)
const PERIODS_PER_YEAR: Readonly<Record<Frequency, number>> = {
  Weekly: 52,
  Fortnightly: 26,
  Monthly: 12,
};
const MONTHS_PER_YEAR = 12;

/** The interest rate of one period, as a fraction: the annual percentage over the periods a year (§9). */
export function periodicRate(interestPercent: number, frequency: Frequency): number {
  return interestPercent / 100 / PERIODS_PER_YEAR[frequency];
}
// spec: site-and-tools §9 "fortnightly = term/12*26 (6 when term is 3 months)"
const SHORT_TERM_MONTHS = 3;
const SHORT_TERM_FORTNIGHTS = 6;

// spec: site-and-tools §8 "Calculator: no establishment fee range for the amount ..."
export const CALCULATION_PROBLEM_MESSAGE = 'Sorry, there has been a problem.';

/** The amount has no establishment fee band: an internal error the widget shows as CALCULATION_PROBLEM_MESSAGE. */
export class CalculationError extends Error {
  constructor(amount: number) {
    super(`No establishment fee range covers $${amount}.`);
    this.name = 'CalculationError';
  }
}

/**
 * The level payment that repays `principal` over `periods` at `ratePerPeriod` (a fraction, 0.01
 * for 1 %), paid at the end of each period: numpy-financial's pmt with the sign made positive.
 */
export function annuityPayment(principal: number, ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod === 0) return principal / periods;
  // 1 - (1 + r)^-n, written with expm1/log1p so a tiny rate does not round it to 0.
  const discount = -Math.expm1(-periods * Math.log1p(ratePerPeriod));
  return (principal * ratePerPeriod) / discount;
}

/**
 * How many payments a term of `termMonths` makes at each frequency (§9). Terms are whole months;
 * a fraction of a period is not a payment (3 months is 6 fortnights, not 6.5, as the spec says).
 */
export function periodsFor(termMonths: number, frequency: Frequency): number {
  if (frequency === 'Monthly') return termMonths;
  if (frequency === 'Fortnightly' && termMonths === SHORT_TERM_MONTHS) return SHORT_TERM_FORTNIGHTS;
  return Math.floor((termMonths / MONTHS_PER_YEAR) * PERIODS_PER_YEAR[frequency]);
}

/** Dollars rounded to cents, half away from zero (1.005 is 1.01, as a person would round it). */
export function roundToCents(dollars: number): number {
  return Math.round((dollars + Number.EPSILON * Math.sign(dollars)) * 100) / 100;
}

/** The establishment fee for an amount, or null when no band covers it. */
export function establishmentFee(
  amount: number,
  ranges: readonly EstablishmentFeeRange[],
): number | null {
  return ranges.find((range) => amount >= range.Start && amount <= range.End)?.Amount ?? null;
}

export interface Repayment {
  /** Dollars per payment: the rounded annuity plus the per-payment fee. */
  payment: number;
  periods: number;
  /** payment × periods, in cents precision. */
  total: number;
}

export interface CalculatorResult {
  Weekly: Repayment;
  Fortnightly: Repayment;
  Monthly: Repayment;
  /** Total repayable, from weekly instalments (§2 "Results panel"). */
  totalRepayable: number;
  establishmentFee: number;
}

export interface LoanTerms {
  /** Whole dollars. */
  amount: number;
  /** Annual interest rate in percent (12.95 for 12.95 % p.a.). */
  interestPercent: number;
  termMonths: number;
}

/** The repayments of a loan (§9); throws CalculationError when no fee band covers the amount. */
export function calculateRepayments(loan: LoanTerms, rates: CalculatorRates): CalculatorResult {
  const fee = establishmentFee(loan.amount, rates.EstablishmentFeeRanges);
  if (fee === null) throw new CalculationError(loan.amount);
  const principal = loan.amount + fee;
  const repayment = (frequency: Frequency): Repayment => {
    const periods = periodsFor(loan.termMonths, frequency);
    const rate = periodicRate(loan.interestPercent, frequency);
    const payment = roundToCents(
      roundToCents(annuityPayment(principal, rate, periods)) + rates.PerPaymentFee,
    );
    return { payment, periods, total: roundToCents(payment * periods) };
  };
  const Weekly = repayment('Weekly');
  return {
    Weekly,
    Fortnightly: repayment('Fortnightly'),
    Monthly: repayment('Monthly'),
    totalRepayable: Weekly.total,
    establishmentFee: fee,
  };
}

/**
 * The terms offered for an amount and rate: those whose weekly payment is at least the minimum
 * (§9). An amount with no fee band offers none.
 */
export function availableTerms(
  amount: number,
  interestPercent: number,
  terms: readonly number[],
  rates: CalculatorRates,
): number[] {
  if (establishmentFee(amount, rates.EstablishmentFeeRanges) === null) return [];
  return terms.filter(
    (termMonths) =>
      calculateRepayments({ amount, interestPercent, termMonths }, rates).Weekly.payment >=
      rates.MinimumWeeklyPayment,
  );
}

/** The current term if still offered, else the longest remaining one, else null (§9). */
export function chooseTerm(current: number, offered: readonly number[]): number | null {
  if (offered.includes(current)) return current;
  return offered.length === 0 ? null : Math.max(...offered);
}

/** "1 month", "36 months" (§9 "Term is labelled 'n month(s)'"). */
export function termLabel(termMonths: number): string {
  return `${termMonths} ${termMonths === 1 ? 'month' : 'months'}`;
}

/** A link the disclaimer points to (site-and-tools §3 "RatesLink (Url, Name, Target)"). */
export interface CalculatorLink {
  Url: string;
  Name: string;
  Target: '_self' | '_blank';
}

/**
 * The calculator configuration (site-and-tools §3 "Calculator configuration"), with the spec's
 * field names: they are also the names of GET /api/calculator/config's answer.
 */
export interface CalculatorConfig extends CalculatorRates {
  /** Whole dollars; one of AmountRanges. */
  DefaultAmount: number;
  /** Percent a year; one of InterestRanges. */
  DefaultInterest: number;
  /** Months; one of TermRanges. */
  DefaultTerm: number;
  /** The amount slider's stops, ascending, whole dollars. */
  AmountRanges: readonly number[];
  /** The interest slider's stops, ascending, percent a year. */
  InterestRanges: readonly number[];
  /** The term slider's stops, ascending, in months. */
  TermRanges: readonly number[];
  /** Resuming an application is allowed: the "Continue my application" banner may show. */
  CanContinue: boolean;
  /** Where "Continue my application" goes; no banner without it. */
  LoanAppUrl: string | null;
  /** Where "Apply now" goes, with the amount and term; no button without it. */
  NewAppUrl: string | null;
  ApplicationResumeStatement: string | null;
  CalculatorDisclaimer: string | null;
  RatesLink: CalculatorLink | null;
}

/** What the calculator shows for a slider position (site-and-tools §2, §4 "Calculator"). */
export type CalculatorQuote =
  | {
      ok: true;
      /** The terms offered at this amount and rate (§9), ascending as configured. */
      terms: number[];
      /** The term shown: the one asked for while offered, else the longest remaining (§9). */
      termMonths: number;
      result: CalculatorResult;
    }
  /** No fee band for the amount, or no term left to offer: §8's calculation problem. */
  | { ok: false };

/**
 * The calculator's answer for an amount, rate and wanted term: every slider change recalculates
 * with it (§4), on the server for the first figures and in the browser after.
 */
export function quote(loan: LoanTerms, config: CalculatorConfig): CalculatorQuote {
  const terms = availableTerms(loan.amount, loan.interestPercent, config.TermRanges, config);
  const termMonths = chooseTerm(loan.termMonths, terms);
  if (termMonths === null) return { ok: false };
  return {
    ok: true,
    terms,
    termMonths,
    result: calculateRepayments({ ...loan, termMonths }, config),
  };
}
