import type { IsoDate } from '../calendar/new-zealand-date.ts';
import { addWorkingDays } from '../calendar/working-days.ts';
import { CONDITIONS_DUE_WORKING_DAYS } from './my-work.ts';

// My work's dates counted in NZ working days (CCCFA s 5). Apart from my-work.ts, which the
// browser loads: the working-day calendar carries date-holidays, kept out of the staff pages.

/** The NZ date a conditional approval's conditions are due: CONDITIONS_DUE_WORKING_DAYS after it. */
export const conditionsDueOn = (decidedAt: Date): IsoDate =>
  addWorkingDays(decidedAt, CONDITIONS_DUE_WORKING_DAYS);
