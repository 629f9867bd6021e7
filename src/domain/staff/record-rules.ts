/**
 * The affordability record's form (issue 21) as a rule table, apart from the workspace's other
 * tables (form-rules.ts) so the pages that run those do not carry the calculator's and the
 * lending policy's lists.
 */
import { FREQUENCIES } from '../calculator/calculator.ts';
import type { AffordabilityRecord } from '../lending/affordability.ts';
import { BENCHMARK_REGIONS } from '../lending/benchmark.ts';
import { NO_STATEMENTS_REASONS } from '../lending/policy.ts';
import { choice, oneOf, sameMessage, when } from '../validation/rule-builders.ts';
import type { FieldRule, FormValues } from '../validation/types.ts';
import { numberRule, text } from './form-rules.ts';

/**
 * The affordability record's limits (issue 21): its contract (`saveAffordabilityContract`) takes
 * them, and the record form's rules check them.
 */
export const RECORD_LIMITS = {
  weeklyDollars: 10_000_000,
  householdSize: 30,
  loanAmount: 100_000_000,
  termMonths: 600,
  note: 1000,
  purpose: 200,
  commitmentLabel: 120,
} as const;

/** "$1,200" is read as 1200. */
const withoutMoneySigns = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[$,\s]/g, '') : value;

/** A weekly figure in dollars and cents; optional unless `required`. */
const weeklyDollars = (name: string, required = false): FieldRule => ({
  ...numberRule(
    name,
    {
      pattern: /^\d+(\.\d{1,2})?$/,
      min: 0,
      max: RECORD_LIMITS.weeklyDollars,
      inputMode: 'decimal',
    },
    `Enter dollars a week, at most ${RECORD_LIMITS.weeklyDollars}.`,
  ),
  required,
  normalise: withoutMoneySigns,
});

const wholeNumber = (name: string, min: number, max: number, what: string): FieldRule => ({
  ...numberRule(
    name,
    { pattern: /^\d+$/, min, max, inputMode: 'numeric' },
    `Enter ${what} from ${min} to ${max}.`,
  ),
  normalise: withoutMoneySigns,
});

/** An optional choice from a list; none chosen is null in the record. */
const optionalChoice = (name: string, options: readonly string[], message: string): FieldRule => ({
  name,
  custom: oneOf(options),
  options,
  messages: sameMessage(message, 'custom'),
});

/** No bank statement figure on any line: the officer says why (issue 30 finding 3). */
export const withoutStatements = (record: AffordabilityRecord) =>
  record.expenses.every((line) => line.statementWeekly === null);

/**
 * The affordability record's form (issue 21) as the form runtime holds it: each field named by
 * its path in the record (`income.0.note`), its limit the contract's. The income and expense lines
 * are the record's own; the checkboxes and the commitments list are not typed in and carry no rule.
 */
export function recordRules(record: AffordabilityRecord): readonly FieldRule[] {
  const note = (name: string) => text(name, RECORD_LIMITS.note);
  return [
    wholeNumber('household.size', 0, RECORD_LIMITS.householdSize, 'the household size'),
    optionalChoice('household.region', BENCHMARK_REGIONS, 'Choose a region.'),
    ...record.income.flatMap((_, i) => [
      weeklyDollars(`income.${i}.acceptedWeekly`),
      note(`income.${i}.note`),
    ]),
    ...record.expenses.flatMap((_, i) => [
      weeklyDollars(`expenses.${i}.declaredWeekly`),
      weeklyDollars(`expenses.${i}.chosenWeekly`),
      note(`expenses.${i}.reason`),
    ]),
    ...(withoutStatements(record)
      ? [
          optionalChoice('noStatements.reason', NO_STATEMENTS_REASONS, 'Choose a reason.'),
          {
            ...note('noStatements.note'),
            disabled: when((values) => !values['noStatements.reason']),
          },
        ]
      : []),
    wholeNumber('loan.amount', 1, RECORD_LIMITS.loanAmount, 'the amount in whole dollars'),
    wholeNumber('loan.termMonths', 1, RECORD_LIMITS.termMonths, 'the term in months'),
    choice('loan.frequency', FREQUENCIES, {
      messages: sameMessage('Choose how often the repayments are.', 'required', 'custom'),
    }),
    text('suitability.purpose', RECORD_LIMITS.purpose),
  ];
}

/** A declared commitment the officer adds to the record. */
export const COMMITMENT_RULES: readonly FieldRule[] = [
  text('label', RECORD_LIMITS.commitmentLabel, 'Name the commitment.'),
  weeklyDollars('weekly', true),
];

type Path = (string | number)[];
const pathOf = (name: string): Path =>
  name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The record's values as its form holds them, by path: numbers as text, none as ''. */
export function recordValues(record: AffordabilityRecord): FormValues {
  return Object.fromEntries(
    recordRules(record).map((rule) => {
      const value = pathOf(rule.name).reduce<unknown>(
        (at, key) => (at as Record<string | number, unknown> | null | undefined)?.[key],
        record,
      );
      return [rule.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** The record with the form's values put back, each as the record keeps it (a number, null, text). */
export function recordWith(
  record: AffordabilityRecord,
  values: Record<string, string>,
): AffordabilityRecord {
  const next = structuredClone(record) as unknown as Record<string | number, unknown>;
  for (const rule of recordRules(record)) {
    const typed = values[rule.name] ?? '';
    const value =
      typeof rule.max === 'number'
        ? typed === ''
          ? null
          : Number(withoutMoneySigns(typed))
        : rule.options && typed === ''
          ? null
          : typed;
    const path = pathOf(rule.name);
    const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((at, key) => {
      at[key] ??= {};
      return at[key] as Record<string | number, unknown>;
    }, next);
    parent[path.at(-1)!] = value;
  }
  const result = next as unknown as AffordabilityRecord;
  if (!result.noStatements?.reason) result.noStatements = null;
  return result;
}
