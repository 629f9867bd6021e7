/**
 * A complaint's due dates in NZ working days, apart from register.ts, which the register's pages
 * load: the working-day calendar (its public holidays) is the server's alone.
 */
import { newZealandDate } from '../calendar/new-zealand-date.ts';
import { addWorkingDays } from '../calendar/working-days.ts';
import type { ComplaintDueDates, ComplaintTimes } from './register.ts';

/** A complaint's due dates, counted in NZ working days from the day it was received. */
export function complaintDueDates(receivedAt: Date, times: ComplaintTimes): ComplaintDueDates {
  const day = newZealandDate(receivedAt);
  return {
    acknowledgeBy: addWorkingDays(day, times.acknowledgeWorkingDays),
    resolveBy: addWorkingDays(day, times.resolveWorkingDays),
    schemeFrom: addWorkingDays(day, times.schemeWorkingDays),
  };
}
