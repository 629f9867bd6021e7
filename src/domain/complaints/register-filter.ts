/**
 * The register's filters applied (the server's, for the page's first render), apart from
 * register-view.ts, which the pages load: the working-day calendar is the server's alone.
 */
import { workingDaysBetween } from '../calendar/working-days.ts';
import type { IsoDate } from '../calendar/new-zealand-date.ts';
import type { ComplaintRow } from '../contracts/complaints.ts';
import { taskGroup } from '../staff/my-work.ts';
import type { ComplaintFilters } from './register-view.ts';

/** The rows the filters keep; `me` is the signed-in person, `today` the NZ date. */
export function filterComplaints(
  rows: readonly ComplaintRow[],
  filters: ComplaintFilters,
  me: string,
  today: IsoDate,
): ComplaintRow[] {
  return rows.filter((row) => {
    if (filters.state === 'open' && row.dueOn === null) return false;
    if (filters.state !== 'open' && filters.state !== '' && row.state !== filters.state)
      return false;
    const owner = row.owner?.id ?? 'none';
    if (filters.owner !== '' && owner !== (filters.owner === 'me' ? me : filters.owner))
      return false;
    if (filters.due === '') return true;
    return row.dueOn !== null && taskGroup(workingDaysBetween(today, row.dueOn)) === filters.due;
  });
}
