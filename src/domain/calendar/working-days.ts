/**
 * New Zealand working days (CCCFA s 4 "working day"): not a Saturday or Sunday, not a national
 * public holiday (with its Monday substitute; from the date-holidays library, not a hand-kept
 * list), and not a day from 25 December to 2 January. Dates are NZ calendar dates, `YYYY-MM-DD`.
 */
import Holidays from 'date-holidays';

const nz = new Holidays('NZ');
const publicHolidaysByYear = new Map<number, Set<string>>();

function publicHolidays(year: number): Set<string> {
  let days = publicHolidaysByYear.get(year);
  if (!days) {
    days = new Set(
      nz
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    publicHolidaysByYear.set(year, days);
  }
  return days;
}

/** The NZ calendar date of an instant (Pacific/Auckland), `YYYY-MM-DD`. */
export function nzDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(instant);
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Whether an NZ calendar date is a working day. */
export function isWorkingDay(date: string): boolean {
  const day = toDate(date);
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const [month, dayOfMonth] = [day.getUTCMonth() + 1, day.getUTCDate()];
  if ((month === 12 && dayOfMonth >= 25) || (month === 1 && dayOfMonth <= 2)) return false;
  return !publicHolidays(day.getUTCFullYear()).has(date);
}

/**
 * The date `n` working days after `date` (an instant, taken as its NZ date, or `YYYY-MM-DD`): the
 * day itself does not count. `n` 0 is the date itself.
 */
export function addWorkingDays(date: Date | string, n: number): string {
  let day = toDate(typeof date === 'string' ? date : nzDate(date));
  for (let left = n; left > 0;) {
    day = new Date(day.getTime() + 86_400_000);
    if (isWorkingDay(iso(day))) left -= 1;
  }
  return iso(day);
}

/** Working days from one date to a later one (the start not counted): waiting times, due dates. */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = toDate(from); iso(day) < to;) {
    day = new Date(day.getTime() + 86_400_000);
    if (isWorkingDay(iso(day))) count += 1;
  }
  return count;
}
