import Holidays from 'date-holidays';
import { newZealandDate, type IsoDate } from './new-zealand-date.ts';

/*
 * New Zealand working days as the Credit Contracts and Consumer Finance Act 2003 s 5 defines
 * "working day" (issue 20: an applicant's waiting time; issue 21: cooling-off and record-copy
 * dates; issue 30 finding 6): a day of the week other than
 *   (a) Saturday, Sunday, Waitangi Day, Good Friday, Easter Monday, Anzac Day, the Sovereign's
 *       birthday, Matariki and Labour Day;
 *   (ab) if Waitangi Day or Anzac Day falls on a Saturday or Sunday, the following Monday; and
 *   (b) a day from 25 December to 2 January.
 * Nothing else: the Holidays Act's Mondayised New Year days (3 and 4 January, e.g. Monday
 * 4 January 2027, Monday 3 and Tuesday 4 January 2028) ARE working days under the Act, and
 * regional anniversary days are not listed. The dates of the listed holidays (Easter, Matariki's
 * table) come from `date-holidays`, chosen by name, never from a hand-kept list of dates. Dates are
 * calendar dates in New Zealand (`IsoDate`, new-zealand-date.ts).
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const holidays = new Holidays('NZ', { types: ['public'] });
const holidaysByYear = new Map<number, ReadonlySet<IsoDate>>();

/** CCCFA s 5 "working day" (a): the holidays the Act lists, by the library's English names. */
const LISTED_HOLIDAYS = [
  'Waitangi Day',
  'Good Friday',
  'Easter Monday',
  'ANZAC Day',
  "King's Birthday",
  "Queen's Birthday",
  'Matariki',
  'Labour Day',
];
/** CCCFA s 5 "working day" (ab): only these two are Mondayised for the Act. */
const MONDAYISED = ['Waitangi Day (substitute day)', 'ANZAC Day (substitute day)'];

function isListed(name: string, substitute: boolean | undefined): boolean {
  return substitute ? MONDAYISED.includes(name) : LISTED_HOLIDAYS.includes(name);
}

function listedHolidays(year: number): ReadonlySet<IsoDate> {
  let found = holidaysByYear.get(year);
  if (!found) {
    found = new Set(
      (holidays.getHolidays(year, 'en') || [])
        .filter(
          (holiday) => holiday.type === 'public' && isListed(holiday.name, holiday.substitute),
        )
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, found);
  }
  return found;
}

function toDayNumber(date: IsoDate | Date): number {
  const iso = typeof date === 'string' ? date : newZealandDate(date);
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`not a calendar date: ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a New Zealand calendar date is a working day as CCCFA s 5 defines it. */
export function isWorkingDay(date: IsoDate | Date): boolean {
  const day = toDayNumber(date);
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const iso = fromDayNumber(day);
  // CCCFA s 5 "working day" (b): the days from 25 December to 2 January are not working days.
  const monthDay = iso.slice(5);
  if (monthDay >= '12-25' || monthDay <= '01-02') return false;
  return !listedHolidays(Number(iso.slice(0, 4))).has(iso);
}

/**
 * The date `n` working days after `date` (n ≥ 0); 0 gives `date` itself if it is a working day,
 * otherwise the next working day. Negative `n` counts back.
 */
export function addWorkingDays(date: IsoDate | Date, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError('n must be a whole number of days');
  let day = toDayNumber(date);
  const step = n < 0 ? -1 : 1;
  if (n === 0) {
    while (!isWorkingDay(fromDayNumber(day))) day += 1;
    return fromDayNumber(day);
  }
  let left = Math.abs(n);
  while (left > 0) {
    day += step;
    if (isWorkingDay(fromDayNumber(day))) left -= 1;
  }
  return fromDayNumber(day);
}

/**
 * Working days from `a` to `b`: the working days after `a` up to and including `b` (so a
 * submission on Friday is waiting 1 working day on Monday). Negative when `b` is before `a`.
 */
export function workingDaysBetween(a: IsoDate | Date, b: IsoDate | Date): number {
  const from = toDayNumber(a);
  const to = toDayNumber(b);
  if (to < from) return -workingDaysBetween(b, a);
  let count = 0;
  for (let day = from + 1; day <= to; day += 1) if (isWorkingDay(fromDayNumber(day))) count += 1;
  return count;
}
