import type { ErrorKind, FieldRule, Predicate, RuleContext } from '../validation/types.ts';
import { normaliseDollars } from '../validation/normalise.ts';
import { textValue as text } from '../validation/text-value.ts';

/**
 * The income widget's value and row rules (site-and-tools §3 "Income widget row", §5 "Widgets";
 * loan-application §5 "Income"). Pure, so the browser widget and the server's rule tables share them.
 */

/** spec: site-and-tools §3 "Income widget row", §9 "Frequencies". */
export const INCOME_FREQUENCIES = ['Weekly', 'Fortnightly', 'Monthly'] as const;
export type IncomeFrequency = (typeof INCOME_FREQUENCIES)[number];

/** spec: site-and-tools §5 "Widgets": the amount must be above 0 (min 1, step 0.01). */
export const INCOME_AMOUNT_MIN_DOLLARS = 1;

/** spec: loan-application §5 "Income". */
export const INCOME_MESSAGE = 'Please complete all fields';

/**
 * One row as the browser holds it: the amount as typed (a string, so an empty field stays empty),
 * the frequency and the source ('' until chosen).
 */
export interface IncomeRow {
  amount: string;
  frequency: IncomeFrequency | '';
  source: string;
}

export const EMPTY_INCOME_ROW: IncomeRow = Object.freeze({ amount: '', frequency: '', source: '' });

// spec: site-and-tools §5 "Widgets": step 0.01, so whole dollars or dollars and up to two decimals.
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * Reads an income value from the browser (a list of rows) or from a saved or posted form (the same
 * list serialised as JSON). Anything else, including broken JSON, reads as an empty list: the rules
 * then report it as missing instead of the server failing.
 */
export function parseIncomeRows(value: unknown): IncomeRow[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map((entry: unknown) => {
    const row = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    // Kept as read: checkIncome rejects a frequency that is not one of the options.
    return {
      amount: text(row.amount),
      frequency: text(row.frequency) as IncomeRow['frequency'],
      source: text(row.source),
    };
  });
}

/** The value as posted and saved: a JSON list of {amount, frequency, source} (site-and-tools §3). */
export function serialiseIncomeRows(rows: readonly IncomeRow[]): string {
  return JSON.stringify(
    rows.map(({ amount, frequency, source }) => ({ amount, frequency, source })),
  );
}

/**
 * Each row's amount as a New Zealander writes it ("$1,200.50", "950") read as dollars (issue 11
 * "Answers a New Zealander gives" 1), in the value's own form: rows stay rows (the widget's), JSON
 * stays JSON (a posted form's). A value that is not a readable list is left as it is.
 */
export function normaliseIncomeAmounts(value: unknown): unknown {
  const rows = Array.isArray(value) || typeof value === 'string' ? parseIncomeRows(value) : null;
  if (!rows || rows.length === 0) return value;
  const normalised = rows.map((row) => ({
    ...row,
    amount: normaliseDollars(row.amount) as string,
  }));
  return typeof value === 'string' ? serialiseIncomeRows(normalised) : normalised;
}

export function isIncomeRowEmpty(row: IncomeRow): boolean {
  return row.amount === '' && row.frequency === '' && row.source === '';
}

/** What is wrong with a filled-in amount: not dollars with up to 2 decimals ('pattern'), under $1 ('min'), or nothing. */
export function incomeAmountProblem(amount: string): 'pattern' | 'min' | null {
  if (!AMOUNT_PATTERN.test(amount)) return 'pattern';
  return Number(amount) < INCOME_AMOUNT_MIN_DOLLARS ? 'min' : null;
}

/** No rows, or rows that are all empty: nothing was entered. */
export function isIncomeEmpty(value: unknown): boolean {
  return parseIncomeRows(value).every(isIncomeRowEmpty);
}

export interface IncomeCheckOptions {
  required: boolean;
  /** The configured sources; when given, a source outside them is invalid. */
  sources?: readonly string[];
}

/**
 * The widget's own check (the engine's "component" check), first failure wins:
 * - nothing entered in a required income: 'required';
 * - an optional income may leave its first row all empty (site-and-tools §5); any other row with an
 *   empty amount, frequency or source: 'incomplete';
 * - an amount that is not dollars with up to two decimals: 'pattern'; below $1: 'min';
 * - a frequency or source that is not one of the options: 'invalid'.
 */
export function checkIncome(value: unknown, options: IncomeCheckOptions): ErrorKind | null {
  const rows = parseIncomeRows(value);
  if (options.required && rows.every(isIncomeRowEmpty)) return 'required';
  const checked = rows.filter(
    (row, index) => options.required || index > 0 || !isIncomeRowEmpty(row),
  );
  if (checked.some((row) => row.amount === '' || row.frequency === '' || row.source === ''))
    return 'incomplete';
  const amountProblems = checked.map((row) => incomeAmountProblem(row.amount));
  if (amountProblems.includes('pattern')) return 'pattern';
  if (amountProblems.includes('min')) return 'min';
  if (checked.some((row) => !(INCOME_FREQUENCIES as readonly string[]).includes(row.frequency)))
    return 'invalid';
  const sources = options.sources;
  if (sources && checked.some((row) => !sources.includes(row.source))) return 'invalid';
  return null;
}

export interface IncomeRuleOptions<Config> {
  required?: boolean | Predicate<Config>;
  condition?: Predicate<Config>;
  disabled?: Predicate<Config>;
  /** The configured source options, read from the context (so the server checks the same list). */
  sources?: (context: RuleContext<Config>) => readonly string[];
  messages?: FieldRule<Config>['messages'];
}

/**
 * A rule-table entry for an income input. Every failure reads 'Please complete all fields'
 * (loan-application §5) unless `messages` says otherwise.
 */
export function incomeRule<Config>(
  name: string,
  options: IncomeRuleOptions<Config> = {},
): FieldRule<Config> {
  const { required = false, condition, disabled, sources, messages } = options;
  return {
    name,
    required,
    ...(condition ? { condition } : {}),
    ...(disabled ? { disabled } : {}),
    normalise: normaliseIncomeAmounts,
    // Whether the first row may stay empty depends on required-ness, which may hang on the context.
    component: (value, context) =>
      checkIncome(value, {
        required: typeof required === 'function' ? required(context) : required,
        ...(sources ? { sources: sources(context) } : {}),
      }),
    messages: {
      required: INCOME_MESSAGE,
      incomplete: INCOME_MESSAGE,
      pattern: INCOME_MESSAGE,
      min: INCOME_MESSAGE,
      invalid: INCOME_MESSAGE,
      ...messages,
    },
  };
}
