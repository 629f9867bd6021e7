/**
 * Finds income in bank statements (issue 21 "Income ... the product classifies regular credits as
 * income"): credits from one payer that arrive on a regular rhythm (weekly, fortnightly or
 * monthly) in similar amounts. Transfers between the applicant's own accounts, refunds and small
 * credits such as interest are not income. Pure; the affordability record takes its figures as
 * the verified income and says what they rest on.
 */
import { roundToCents } from '../calculator/calculator.ts';
import { toWeekly } from './weekly.ts';

export interface Transaction {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Dollars; credits positive, debits negative. */
  amount: number;
  description: string;
}

export type IncomeFrequency = 'Weekly' | 'Fortnightly' | 'Monthly';

export interface IncomeSeries {
  /** The payer as the statements name it, without dates and reference numbers. */
  payer: string;
  frequency: IncomeFrequency;
  count: number;
  /** The median credit, dollars. */
  typicalAmount: number;
  weekly: number;
  first: string;
  last: string;
}

export interface ClassifierOptions {
  /** Fewest credits that make a rhythm. */
  minimumCount: number;
  /** Credits below this (dollars) are ignored: interest, refunds, cash-back. */
  minimumAmount: number;
  /** A credit may differ from the median by this share (0.2 = 20 %). */
  amountTolerance: number;
  /** Descriptions that are never income (own-account transfers, reversals). */
  notIncome: readonly RegExp[];
}

export const DEFAULT_CLASSIFIER_OPTIONS: ClassifierOptions = {
  minimumCount: 3,
  minimumAmount: 50,
  amountTolerance: 0.2,
  notIncome: [/\btransfer\b/i, /\btfr\b/i, /\brefund\b/i, /\breversal\b/i, /\binterest\b/i],
};

// Days between credits for each rhythm, with the slack a weekend or public holiday adds.
const RHYTHMS: readonly [IncomeFrequency, number, number][] = [
  ['Weekly', 5, 9],
  ['Fortnightly', 12, 16],
  ['Monthly', 26, 35],
];
const DAY_MS = 86_400_000;

/** A payer's name without digits and punctuation runs, so each month's reference matches. */
export function payerOf(description: string): string {
  return description
    .toUpperCase()
    .replace(/[^A-Z&' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function rhythmOf(dates: readonly string[]): IncomeFrequency | null {
  const times = dates.map((date) => Date.parse(`${date}T00:00:00Z`)).sort((a, b) => a - b);
  const gaps = times.slice(1).map((time, index) => (time - times[index]!) / DAY_MS);
  if (gaps.length === 0) return null;
  const found = RHYTHMS.find(([, low, high]) => gaps.every((gap) => gap >= low && gap <= high));
  return found ? found[0] : null;
}

function seriesOf(payer: string, credits: readonly Transaction[], options: ClassifierOptions) {
  if (credits.length < options.minimumCount) return null;
  const typical = median(credits.map((credit) => credit.amount));
  const similar = credits.every(
    (credit) => Math.abs(credit.amount - typical) <= typical * options.amountTolerance,
  );
  const frequency = similar ? rhythmOf(credits.map((credit) => credit.date)) : null;
  if (frequency === null) return null;
  const dates = credits.map((credit) => credit.date).sort();
  return {
    payer,
    frequency,
    count: credits.length,
    typicalAmount: roundToCents(typical),
    weekly: toWeekly(typical, frequency),
    first: dates[0]!,
    last: dates.at(-1)!,
  } satisfies IncomeSeries;
}

/** The regular incomes in a statement's transactions, largest first. */
export function classifyIncome(
  transactions: readonly Transaction[],
  options: ClassifierOptions = DEFAULT_CLASSIFIER_OPTIONS,
): IncomeSeries[] {
  const byPayer = new Map<string, Transaction[]>();
  for (const transaction of transactions) {
    if (!(transaction.amount >= options.minimumAmount)) continue;
    if (options.notIncome.some((pattern) => pattern.test(transaction.description))) continue;
    const payer = payerOf(transaction.description);
    byPayer.set(payer, [...(byPayer.get(payer) ?? []), transaction]);
  }
  return [...byPayer]
    .map(([payer, credits]) => seriesOf(payer, credits, options))
    .filter((series): series is IncomeSeries => series !== null)
    .sort((a, b) => b.weekly - a.weekly);
}

/** What a verified figure rests on, for the record ("6 fortnightly credits from ACME ..."). */
export function describeSeries(series: IncomeSeries): string {
  return `Bank statements: ${series.count} ${series.frequency.toLowerCase()} credits from ${series.payer}, ${series.first} to ${series.last}`;
}
