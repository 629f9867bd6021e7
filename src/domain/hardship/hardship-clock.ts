/**
 * The hardship clocks of CCCFA s 57A in NZ working days (s 5), apart from hardship.ts, which the
 * borrower's form loads: the working-day calendar (its public holidays) is the server's alone.
 */
import { newZealandDate } from '../calendar/new-zealand-date.ts';
import { addWorkingDays } from '../calendar/working-days.ts';
import type { IsoDate } from '../calendar/new-zealand-date.ts';
import { ACKNOWLEDGE_WORKING_DAYS, DECIDE_WORKING_DAYS } from './hardship.ts';

/** The dates s 57A sets from the day the application is received. */
export function hardshipDueDates(receivedAt: Date): { acknowledgeBy: IsoDate; decideBy: IsoDate } {
  const day = newZealandDate(receivedAt);
  return {
    acknowledgeBy: addWorkingDays(day, ACKNOWLEDGE_WORKING_DAYS),
    decideBy: addWorkingDays(day, DECIDE_WORKING_DAYS),
  };
}

/**
 * The decision's date once the information asked for is received (CCCFA s 57A): the 20 working
 * days start again from that day. While the request is open the clock stands still (no date).
 */
export const decideByAfterInformation = (receivedAt: Date): IsoDate =>
  addWorkingDays(newZealandDate(receivedAt), DECIDE_WORKING_DAYS);
