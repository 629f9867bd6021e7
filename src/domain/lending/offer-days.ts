/**
 * The offer's working days (CCCFA s 5, decision 143), apart from offer.ts, which the applicant's
 * page loads: the working-day calendar (its public holidays) is the server's alone.
 */
import { addWorkingDays } from '../calendar/working-days.ts';
import type { IsoDate } from '../calendar/new-zealand-date.ts';

/** The offer's last day: `days` NZ working days after it is made. */
export const offerExpiresOn = (madeAt: Date, days: number): IsoDate => addWorkingDays(madeAt, days);

/** The day the money is paid: today when it is a working day, else the next one. */
export const payoutDay = (now: Date): IsoDate => addWorkingDays(now, 0);
