/**
 * Continuing disclosure's schedule (CCCFA s 18, decision 151): every debtor under a consumer
 * credit contract gets continuing disclosure statements, and a statement's period is at most
 * 45 working days for a revolving credit contract and at most 6 months in any other case
 * (s 18(2)). Our loans are fixed personal loans, not revolving credit: a statement each 6 months,
 * the periods counted from the day the loan was opened, each given once its period has ended.
 * What a statement holds is s 19's list; its opening balance is the previous closing (s 20).
 */
import type { IsoDate } from '../calendar/new-zealand-date.ts';

/** CCCFA s 18(2)(b): the longest statement period of a contract that is not revolving credit. */
export const STATEMENT_PERIOD_MONTHS = 6;

export interface StatementPeriod {
  /** The first day the statement covers (NZ date). */
  from: IsoDate;
  /** Its last day, inclusive. */
  to: IsoDate;
}

/** The date `months` months after `date`, on the month's last day when it has no such day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

const dayBefore = (date: IsoDate): IsoDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The statement periods of a loan opened on `openedOn` that have ended before `today`, oldest
 * first; those from `after` (the first day of a period already given) on are left out, so a
 * period is given once however often this is asked.
 */
export function duePeriods(openedOn: IsoDate, today: IsoDate, after?: IsoDate): StatementPeriod[] {
  const due: StatementPeriod[] = [];
  for (let k = 0; ; k += 1) {
    const from = addMonths(openedOn, k * STATEMENT_PERIOD_MONTHS);
    const to = dayBefore(addMonths(openedOn, (k + 1) * STATEMENT_PERIOD_MONTHS));
    if (to >= today) return due;
    if (after === undefined || from > after) due.push({ from, to });
  }
}
