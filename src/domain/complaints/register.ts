/**
 * The complaints register (issue 32 "What to build" 2): a complaint's states, who may move it
 * where, its due dates in NZ working days (CCCFA s 5's working day, as every clock of the
 * workspace) and the monthly counts of the lender's annual return. Pure: the server reads and
 * writes, this decides.
 *
 * The dispute resolution scheme (FSCL, content/brand.ts): a complainant may take a complaint to
 * the scheme once the lender's internal process has ended in deadlock, or once it is unresolved 40
 * working days after it was made (https://fscl.org.nz/about-us/complaints/how-to-make-a-complaint/).
 */
import type { IsoDate } from '../calendar/new-zealand-date.ts';
import type { ComplaintCategory, ComplaintState } from './categories.ts';

export * from './categories.ts';

/** The closed states: the internal process has ended. */
export const CLOSED_STATES: readonly ComplaintState[] = ['resolved', 'deadlocked'];
export const isOpen = (state: ComplaintState) => !CLOSED_STATES.includes(state);

/** Where each state may go. A resolution carries an outcome; a deadlock ends the process. */
export const COMPLAINT_MOVES: Readonly<Record<ComplaintState, readonly ComplaintState[]>> = {
  received: ['acknowledged', 'investigating', 'resolved', 'deadlocked'],
  acknowledged: ['investigating', 'resolved', 'deadlocked'],
  investigating: ['resolved', 'deadlocked'],
  resolved: [],
  deadlocked: [],
};

export function mayMove(from: ComplaintState, to: ComplaintState): boolean {
  return COMPLAINT_MOVES[from].includes(to);
}

/** The lender's configured times (content/complaints.ts), in NZ working days. */
export interface ComplaintTimes {
  acknowledgeWorkingDays: number;
  resolveWorkingDays: number;
  /** After this many the complainant may go to the scheme without a deadlock letter. */
  schemeWorkingDays: number;
}

export interface ComplaintDueDates {
  acknowledgeBy: IsoDate;
  resolveBy: IsoDate;
  /** From this date the complainant may go to the scheme (FSCL: 40 working days). */
  schemeFrom: IsoDate;
}

/** A complaint's reference as the complainant and staff see it: C- and six digits. */
export const complaintReference = (n: number) => `C-${String(n).padStart(6, '0')}`;
export const COMPLAINT_REFERENCE = /^C-\d{6,12}$/;

/** One month's row of the annual return: counts by category and by outcome. */
export interface ComplaintMonth {
  /** YYYY-MM, by the NZ date the complaint was received. */
  month: string;
  category: ComplaintCategory;
  received: number;
  open: number;
  upheld: number;
  partlyUpheld: number;
  notUpheld: number;
  deadlocked: number;
}

export const MONTHLY_COLUMNS = [
  'Month',
  'Category',
  'Received',
  'Open',
  'Upheld',
  'Partly upheld',
  'Not upheld',
  'Deadlocked',
] as const;
