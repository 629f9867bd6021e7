import { and, eq, inArray } from 'drizzle-orm';
import type { IsoDate } from '#domain/calendar/new-zealand-date.ts';
import { workingDaysBetween } from '#domain/calendar/working-days.ts';
import type { WorkTask } from '#domain/staff/my-work.ts';
import type { Database } from '../db/client.ts';
import { complaints } from '../db/schema/index.ts';

/**
 * My work's complaint tasks (issue 32): each open complaint `staffId` owns, due on its
 * acknowledgement date while received and on its resolution date after, in NZ working days from
 * `today` (negative once overdue). Added to My work's tasks beside the applications'.
 */
export async function complaintTasks(
  db: Database,
  staffId: string,
  today: IsoDate,
): Promise<WorkTask[]> {
  const open = await db
    .select({
      reference: complaints.reference,
      state: complaints.state,
      acknowledgeBy: complaints.acknowledgeBy,
      resolveBy: complaints.resolveBy,
    })
    .from(complaints)
    .where(
      and(
        eq(complaints.ownerId, staffId),
        inArray(complaints.state, ['received', 'acknowledged', 'investigating']),
      ),
    )
    .limit(500);
  return open.map((row) => {
    const dueOn = row.state === 'received' ? row.acknowledgeBy : row.resolveBy;
    // The complainant's name stays in the register: the task names the reference.
    return {
      kind: 'complaint',
      reference: row.reference,
      name: '',
      dueOn,
      workingDaysAway: workingDaysBetween(today, dueOn),
    };
  });
}
