import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { IsoDate } from '#domain/calendar/new-zealand-date.ts';
import { OPEN_HARDSHIP_STATES } from '#domain/hardship/hardship.ts';
import { workingDaysBetween } from '#domain/calendar/working-days.ts';
import type { WorkTask } from '#domain/staff/my-work.ts';
import type { Database } from '../db/client.ts';
import { arrearsReminders, customerLoans, hardshipApplications } from '../db/schema/index.ts';

/** The label of a hardship task's second date (CCCFA s 57A(1)(a)). */
export const ACKNOWLEDGE_BY_LABEL = 'Acknowledge by';

/**
 * My work's hardship and arrears tasks (issue 32): each open hardship application `staffId` owns,
 * one task with the two dates CCCFA s 57A sets (decide by, and acknowledge by beside it), grouped
 * by the decision's date; while a request for information is open the decision's clock stands
 * still and the task waits under the day it was asked. And each loan of theirs behind with its
 * payments long enough to need a call (ARREARS_TASK_DAYS), from that day until it is up to date.
 * The borrower's name stays in the register: a task names the reference or the loan number.
 */
export async function hardshipTasks(
  db: Database,
  staffId: string,
  today: IsoDate,
): Promise<WorkTask[]> {
  const [open, behind] = await Promise.all([
    db
      .select({
        reference: hardshipApplications.reference,
        acknowledgeBy: hardshipApplications.acknowledgeBy,
        decideBy: hardshipApplications.decideBy,
        requestedAt: hardshipApplications.informationRequestedAt,
      })
      .from(hardshipApplications)
      .where(
        and(
          eq(hardshipApplications.ownerId, staffId),
          inArray(hardshipApplications.state, OPEN_HARDSHIP_STATES),
        ),
      )
      .limit(500),
    db
      .select({ loanNumber: customerLoans.accountNumber, taskFrom: arrearsReminders.taskFrom })
      .from(arrearsReminders)
      .innerJoin(customerLoans, eq(customerLoans.id, arrearsReminders.customerLoanId))
      .where(
        and(
          eq(arrearsReminders.ownerId, staffId),
          isNotNull(arrearsReminders.taskFrom),
          isNull(arrearsReminders.resolvedAt),
        ),
      )
      .limit(500),
  ]);
  const away = (dueOn: IsoDate) => workingDaysBetween(today, dueOn);
  const hardship = open.map((row): WorkTask => {
    const dueOn = row.decideBy ?? today;
    return {
      kind: 'hardship',
      reference: row.reference,
      name: '',
      dueOn,
      workingDaysAway: away(dueOn),
      alsoDue: {
        label: ACKNOWLEDGE_BY_LABEL,
        dueOn: row.acknowledgeBy,
        workingDaysAway: away(row.acknowledgeBy),
      },
    };
  });
  const arrears = behind.map((row): WorkTask => ({
    kind: 'arrears',
    reference: row.loanNumber,
    name: '',
    dueOn: row.taskFrom!,
    workingDaysAway: away(row.taskFrom!),
  }));
  return [...hardship, ...arrears];
}
