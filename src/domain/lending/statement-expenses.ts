/**
 * Expenses seen in bank statements, by the record's categories (issue 21 "Expenses ... seen in the
 * bank statements"): debits matched by payee words, averaged over the statements' weeks. A lender
 * adds payees to the patterns; debits that match none are not counted (transfers, cash, one-offs).
 */
import { roundToCents } from '../calculator/calculator.ts';
import type { Transaction } from './income-classifier.ts';
import type { ExpenseCategory } from './policy.ts';

export const DEFAULT_EXPENSE_PATTERNS: Readonly<Record<ExpenseCategory, readonly RegExp[]>> = {
  Food: [/pak'?n ?save/i, /countdown/i, /woolworths/i, /new world/i, /four square/i],
  'Housing and utilities': [
    /\brent\b/i,
    /mortgage/i,
    /\brates\b/i,
    /mercury/i,
    /genesis/i,
    /contact energy/i,
    /meridian/i,
    /watercare/i,
  ],
  Transport: [/\bz energy\b/i, /\bbp\b/i, /\bmobil\b/i, /\bgull\b/i, /\bat hop\b/i, /snapper/i],
  Health: [/pharmacy/i, /chemist/i, /medical/i, /dental/i, /southern cross/i],
  'Insurance and personal care': [/insurance/i, /one nz/i, /spark/i, /2degrees/i],
};

const DAY_MS = 86_400_000;

/** Dollars a week per category over the whole period the transactions cover (at least a week). */
export function statementExpenses(
  transactions: readonly Transaction[],
  patterns: Readonly<Record<ExpenseCategory, readonly RegExp[]>> = DEFAULT_EXPENSE_PATTERNS,
): Record<ExpenseCategory, number> {
  const dates = transactions.map((t) => Date.parse(`${t.date}T00:00:00Z`));
  const days = dates.length ? (Math.max(...dates) - Math.min(...dates)) / DAY_MS + 1 : 7;
  const weeks = Math.max(1, days / 7);
  const categories = Object.keys(patterns) as ExpenseCategory[];
  const totals = Object.fromEntries(categories.map((c) => [c, 0])) as Record<
    ExpenseCategory,
    number
  >;
  for (const transaction of transactions) {
    if (!(transaction.amount < 0)) continue;
    const category = categories.find((c) =>
      patterns[c].some((p) => p.test(transaction.description)),
    );
    if (category) totals[category] -= transaction.amount;
  }
  for (const category of categories) totals[category] = roundToCents(totals[category] / weeks);
  return totals;
}
