/**
 * The register's pages in the workspace (issue 32 "What to build" 2): which complaints the list
 * shows for the filters in its address (state, owner, due), and what each page's data holds.
 * Due groups are My work's (overdue, due soon, not yet due), counted in NZ working days (CCCFA s 5).
 */
import type { ComplaintDetail, ComplaintRow } from '../contracts/complaints.ts';
import { TASK_GROUPS, type TaskGroup } from '../staff/my-work.ts';
import type { StaffPageAccess } from '../staff/pages.ts';
import { COMPLAINT_STATES, type ComplaintMonth, type ComplaintState } from './register.ts';

export interface ComplaintFilters {
  state: ComplaintState | 'open' | '';
  /** `me`, `none` (unassigned), a staff id, or '' for anyone. */
  owner: string;
  due: TaskGroup | '';
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** The filters from the list's address; anything unknown is no filter. */
export function readComplaintFilters(search: URLSearchParams): ComplaintFilters {
  const owner = search.get('owner') ?? '';
  return {
    state: oneOf(search.get('state'), [...COMPLAINT_STATES, 'open'] as const),
    owner: /^[\w-]{1,100}$/.test(owner) ? owner : '',
    due: oneOf(search.get('due'), TASK_GROUPS),
  };
}

/** The address's query of the filters: only those set, `?` first; '' when none. */
export function writeComplaintFilters(filters: ComplaintFilters): string {
  const set = Object.entries(filters).filter(([, value]) => value !== '');
  return set.length === 0 ? '' : `?${new URLSearchParams(set).toString()}`;
}

/** The register's list `/staff/complaints/`: the filtered rows, the staff, the months' counts. */
export type StaffComplaintsPage =
  | StaffPageAccess
  | {
      state: 'ok';
      filters: ComplaintFilters;
      rows: ComplaintRow[];
      /** Everyone a complaint may be assigned to, for the owner filter. */
      staff: { id: string; email: string }[];
      me: string;
      /**
       * Working days from today to each open complaint's next due date, by reference: counted
       * on the server, whose calendar knows the public holidays.
       */
      dueIn: Record<string, number>;
      /** The annual return's counts, newest month first, for the months `from` to `to`. */
      months: { from: string; to: string; rows: ComplaintMonth[] };
    };

/** One complaint `/staff/complaints/{reference}/`. */
export type StaffComplaintPage =
  | StaffPageAccess
  | { state: 'not-found' }
  | { state: 'ok'; me: string; complaint: ComplaintDetail };
