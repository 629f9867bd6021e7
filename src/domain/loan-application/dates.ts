/**
 * Application dates (loan-application §3): stored as yyyy/MM/dd; read from yyyy/MM/dd, an ISO date
 * or an ISO datetime. A string that is none of these, or not a real calendar date, throws
 * "Datestring was invalid" (§8).
 */
import { newZealandDate } from '../calendar/new-zealand-date.ts';
import type { FormValues } from '../validation/types.ts';

/** A calendar date without a time or zone; month 1 to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// spec: loan-application §3 (the converted fields), and the licence's expiry (issue 11).
export const DATE_FIELD_NAMES = [
  'DateOfBirth',
  'VisaExpiry',
  'DriverLicenceExpiry',
  'PassportExpiry',
] as const;

// spec: loan-application §8
export const INVALID_DATE_STRING_MESSAGE = 'Datestring was invalid';

const STORED_DATE = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/;

function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC, so no zone shifts the day).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** The New Zealand calendar date at an instant ("today" for age and expiry rules). */
export function calendarDateInNewZealand(instant: Date): CalendarDate {
  const [year, month, day] = newZealandDate(instant).split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/**
 * "Today" for the date rules as a Date whose local calendar date is New Zealand's: the rules read
 * getFullYear/getMonth/getDate, and a server in UTC is up to 13 hours behind the applicant.
 */
export function newZealandToday(instant: Date): Date {
  const { year, month, day } = calendarDateInNewZealand(instant);
  return new Date(year, month - 1, day);
}

function invalid(): never {
  throw new Error(INVALID_DATE_STRING_MESSAGE);
}

/**
 * Reads yyyy/MM/dd, yyyy-MM-dd or an ISO datetime. A datetime with a zone (Z or an offset) is the
 * New Zealand date of that instant (a browser's toISOString of NZ midnight is the previous UTC day);
 * without a zone its date part is taken as written. Throws Error('Datestring was invalid') otherwise.
 */
export function parseDateString(text: string): CalendarDate {
  const trimmed = text.trim();
  let date: CalendarDate | null = null;
  const stored = STORED_DATE.exec(trimmed) ?? ISO_DATE.exec(trimmed);
  if (stored) {
    date = { year: Number(stored[1]), month: Number(stored[2]), day: Number(stored[3]) };
  } else {
    const datetime = ISO_DATETIME.exec(trimmed);
    if (datetime) {
      date = { year: Number(datetime[1]), month: Number(datetime[2]), day: Number(datetime[3]) };
      if (!isRealDate(date)) invalid();
      if (datetime[7]) {
        const instant = new Date(trimmed);
        if (Number.isNaN(instant.getTime())) invalid();
        date = calendarDateInNewZealand(instant);
      }
    }
  }
  if (!date || !isRealDate(date)) invalid();
  return date;
}

/** Like parseDateString, but null for anything that is not a valid date string (rules use this). */
export function tryParseDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  try {
    return parseDateString(value);
  } catch {
    return null;
  }
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** yyyy/MM/dd, the stored form. */
export function formatStoredDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}/${pad(month, 2)}/${pad(day, 2)}`;
}

/**
 * A date as the applicant reads it (loan-application §9 "Dates use en-NZ formatting"): what
 * `toLocaleDateString('en-NZ')` writes, d/MM/yyyy, without a formatter on the page.
 */
export function formatNewZealandDate({ year, month, day }: CalendarDate): string {
  return `${day}/${pad(month, 2)}/${pad(year, 4)}`;
}

/** yyyy-MM-dd, the form of an <input type="date">. */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Negative when a is before b, 0 when the same day, positive when after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Returns a copy of the form data with the DATE_FIELD_NAMES dates as yyyy/MM/dd (§3). Used both
 * when saving and when reading saved data. Empty or absent dates stay as they are; a non-empty
 * date that cannot be read throws Error('Datestring was invalid').
 */
export function convertDateFields(values: FormValues): FormValues {
  const converted: FormValues = { ...values };
  for (const name of DATE_FIELD_NAMES) {
    const value = values[name];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      continue;
    if (typeof value !== 'string') invalid();
    converted[name] = formatStoredDate(parseDateString(value));
  }
  return converted;
}
