import type { ErrorKind, FieldRule, Predicate } from '../validation/types.ts';

/**
 * The date-of-birth selector's value and rule (site-and-tools §5 "Widgets", loan-application §5
 * "DateOfBirth"). Pure, and given `today`, so the browser and the server give the same answer.
 *
 * The value is the stored date format yyyy/MM/dd (loan-application §3) built from the three
 * parts as entered, so a half-entered date keeps its parts: '/05/' is a month alone. The server
 * also reads ISO dates (yyyy-MM-dd) and ISO date-times.
 */

/** spec: site-and-tools §5 "Widgets", §9; loan-application §9: age 18 to 100. */
export const DATE_OF_BIRTH_MIN_AGE_YEARS = 18;
export const DATE_OF_BIRTH_MAX_AGE_YEARS = 100;

/**
 * spec: loan-application §5 "DateOfBirth". The spec gives no text for "over 100"; this one says
 * what to fix, as the others do.
 */
export const DATE_OF_BIRTH_MESSAGES = {
  required: 'Please enter your date of birth',
  invalid: 'Please enter a valid date',
  min: `You must be at least ${DATE_OF_BIRTH_MIN_AGE_YEARS} years old`,
  max: `You must be ${DATE_OF_BIRTH_MAX_AGE_YEARS} years old or younger`,
} as const satisfies Partial<Record<ErrorKind, string>>;

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const STORED = /^(\d*)\/(\d*)\/(\d*)$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Splits a value into its parts; anything unreadable gives empty parts. */
export function splitDateOfBirth(value: unknown): DateParts {
  const text = typeof value === 'string' ? value.trim() : '';
  const stored = STORED.exec(text);
  if (stored) return { year: stored[1] ?? '', month: stored[2] ?? '', day: stored[3] ?? '' };
  const iso = ISO.exec(text);
  if (iso) return { year: iso[1] ?? '', month: iso[2] ?? '', day: iso[3] ?? '' };
  return { day: '', month: '', year: '' };
}

/** The value for the parts: '' when all are empty, otherwise yyyy/MM/dd with the parts as entered. */
export function joinDateOfBirth(parts: DateParts): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!day && !month && !year) return '';
  return `${year}/${month}/${day}`;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The parts as a real calendar date, or null (31 April, 29 February 2023, a 2-digit year ...). */
export function toCalendarDate(parts: DateParts): CalendarDate | null {
  if (!/^\d{4}$/.test(parts.year) || !/^\d{1,2}$/.test(parts.month) || !/^\d{1,2}$/.test(parts.day))
    return null;
  const date = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  if (date.month < 1 || date.month > 12 || date.day < 1) return null;
  // Day 0 of the next month is the last day of this one; UTC so no time zone moves the day.
  const daysInMonth = new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();
  return date.day <= daysInMonth ? date : null;
}

/**
 * Age in whole years on `today` (read as a calendar date in the runtime's time zone). Someone born
 * on 29 February has their birthday on 1 March in other years: they turn 18 on 1 March.
 */
export function ageInYears(birth: CalendarDate, today: Date): number {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

export interface DateOfBirthOptions {
  required: boolean;
  minAgeYears?: number;
  maxAgeYears?: number;
}

/**
 * The selector's check, first failure wins: nothing entered gives 'required' (or passes when
 * optional); missing parts or a date that does not exist give 'invalid'; younger than the minimum
 * age (a future date included) gives 'min'; older than the maximum gives 'max'.
 */
export function checkDateOfBirth(
  value: unknown,
  today: Date,
  options: DateOfBirthOptions,
): ErrorKind | null {
  // Blank: nothing at all, or three empty parts. Anything else unreadable is a wrong date, not a missing one.
  const blank =
    value === undefined ||
    value === null ||
    (typeof value === 'string' && /^\s*(\/\s*\/)?\s*$/.test(value));
  if (blank) return options.required ? 'required' : null;
  const birth = toCalendarDate(splitDateOfBirth(value));
  if (!birth) return 'invalid';
  const age = ageInYears(birth, today);
  if (age < (options.minAgeYears ?? DATE_OF_BIRTH_MIN_AGE_YEARS)) return 'min';
  if (age > (options.maxAgeYears ?? DATE_OF_BIRTH_MAX_AGE_YEARS)) return 'max';
  return null;
}

export interface DateOfBirthRuleOptions<Config> {
  required?: boolean | Predicate<Config>;
  condition?: Predicate<Config>;
  disabled?: Predicate<Config>;
  minAgeYears?: number;
  maxAgeYears?: number;
  messages?: FieldRule<Config>['messages'];
}

/**
 * A rule-table entry for a date of birth, required unless told otherwise, with the loan
 * application's messages (the age messages follow the ages given).
 */
export function dateOfBirthRule<Config>(
  name: string,
  options: DateOfBirthRuleOptions<Config> = {},
): FieldRule<Config> {
  const { required = true, condition, disabled, minAgeYears, maxAgeYears, messages } = options;
  return {
    name,
    // A date of birth identifies a person wherever it is asked.
    personal: true,
    answerFormat: 'date',
    required,
    ...(condition ? { condition } : {}),
    ...(disabled ? { disabled } : {}),
    // '//' (three empty parts) is not blank to the engine's required check; this check knows it is.
    component: (value, context) =>
      checkDateOfBirth(value, context.today, {
        required: typeof required === 'function' ? required(context) : required,
        ...(minAgeYears !== undefined ? { minAgeYears } : {}),
        ...(maxAgeYears !== undefined ? { maxAgeYears } : {}),
      }),
    messages: {
      ...DATE_OF_BIRTH_MESSAGES,
      ...(minAgeYears !== undefined
        ? { min: `You must be at least ${minAgeYears} years old` }
        : {}),
      ...(maxAgeYears !== undefined
        ? { max: `You must be ${maxAgeYears} years old or younger` }
        : {}),
      ...messages,
    },
  };
}
