import type { ErrorKind, FieldRule, Predicate } from '../validation/types.ts';
import { DATE_OF_BIRTH_MESSAGES } from './date-of-birth.ts';

/**
 * The anniversary widget's value and rule (site-and-tools §3 "anniversary"): a day and a month
 * without a year, such as a wedding anniversary or the day a loan payment falls each year. Pure,
 * so the browser and the server give the same answer.
 *
 * The value is MM/dd, the stored date format (loan-application §3: yyyy/MM/dd) without its year,
 * built from the parts as entered so a half-entered value keeps its parts: '05/' is a month alone.
 * 29 February is a real anniversary: it falls in leap years.
 */

export interface AnniversaryParts {
  day: string;
  month: string;
}

const STORED = /^(\d*)\/(\d*)$/;

/** Days in each month of a leap year, so that 29 February is allowed. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Splits a value into its parts; anything unreadable gives empty parts. */
export function splitAnniversary(value: unknown): AnniversaryParts {
  const text = typeof value === 'string' ? value.trim() : '';
  const stored = STORED.exec(text);
  return stored ? { month: stored[1] ?? '', day: stored[2] ?? '' } : { day: '', month: '' };
}

/** The value for the parts: '' when both are empty, otherwise MM/dd with the parts as entered. */
export function joinAnniversary(parts: AnniversaryParts): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  return !day && !month ? '' : `${month}/${day}`;
}

/** The parts as a day of the year that exists (31 April does not), or null. */
export function toDayOfYear(parts: AnniversaryParts): { month: number; day: number } | null {
  if (!/^\d{1,2}$/.test(parts.month) || !/^\d{1,2}$/.test(parts.day)) return null;
  const month = Number(parts.month);
  const day = Number(parts.day);
  const days = DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days ? { month, day } : null;
}

/**
 * The widget's check, first failure wins: nothing entered gives 'required' (or passes when
 * optional); a missing part or a day the month does not have gives 'invalid'.
 */
export function checkAnniversary(value: unknown, required: boolean): ErrorKind | null {
  const blank =
    value === undefined ||
    value === null ||
    (typeof value === 'string' && /^\s*(\/)?\s*$/.test(value));
  if (blank) return required ? 'required' : null;
  return toDayOfYear(splitAnniversary(value)) ? null : 'invalid';
}

export interface AnniversaryRuleOptions<Config> {
  required?: boolean | Predicate<Config>;
  condition?: Predicate<Config>;
  messages: { required: string } & FieldRule<Config>['messages'];
}

/**
 * A rule-table entry for an anniversary. The form names its own required message (it says what
 * the date is); a day that does not exist gets the site's "Please enter a valid date".
 */
export function anniversaryRule<Config>(
  name: string,
  options: AnniversaryRuleOptions<Config>,
): FieldRule<Config> {
  const { required = true, condition, messages } = options;
  return {
    name,
    required,
    ...(condition ? { condition } : {}),
    // 'MM/' with no day is not blank to the engine's required check; this check knows it is not whole.
    component: (value, context) =>
      checkAnniversary(value, typeof required === 'function' ? required(context) : required),
    messages: { invalid: DATE_OF_BIRTH_MESSAGES.invalid, ...messages },
  };
}
