import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { workingDaysBetween } from '#domain/calendar/working-days.ts';
import {
  groupTasks,
  type MyWork,
  type MyWorkApplication,
  type StaffFrame,
  type WorkTask,
} from '#domain/staff/my-work.ts';
import type { ApplicationStatus, DecisionOutcome } from '#domain/staff/status.ts';
import { isApprover, type WorkflowActor } from '#domain/staff/workflow-policy.ts';
import type { Database } from '../db/client.ts';
import { complaintTasks } from './complaint-tasks.ts';
import { jsonRows, selectValues } from '../db/json-rows.ts';
import {
  accounts,
  affordabilityCopyRequests,
  applicationDecisions,
  applicationQueueCounts,
  applications,
  informationRequests,
} from '../db/schema/index.ts';

/** The statuses in which an application still needs its assignee (not decided, not withdrawn). */
export const OPEN_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'in-review',
  'information-requested',
];
/** Statuses in which the applicant waits on the lender: their working days are counted. */
const WAITING: ReadonlySet<ApplicationStatus> = new Set(['submitted', 'in-review']);

const mine = (staffId: string) => eq(applications.assignedTo, staffId);
const summary = {
  referenceNumber: applications.referenceNumber,
  applicantName: applications.applicantName,
  status: applications.status,
  amount: applications.amount,
  submittedAt: applications.submittedAt,
};

/** The values of My work's one statement: my applications, the open proposals, my tasks. */
function myWorkValues(db: Database, staffId: string, approver: boolean) {
  return {
    assigned: jsonRows(
      db
        .select(summary)
        .from(applications)
        .where(and(mine(staffId), inArray(applications.status, [...OPEN_STATUSES])))
        .orderBy(sql`${applications.submittedAt} asc nulls last`, asc(applications.referenceNumber))
        .limit(200),
    ),
    proposals: jsonRows(
      db
        .select({
          ...summary,
          outcome: applicationDecisions.outcome,
          proposedAmount: applicationDecisions.amount,
          proposedBy: accounts.email,
        })
        .from(applicationDecisions)
        .innerJoin(applications, eq(applications.id, applicationDecisions.applicationId))
        .innerJoin(accounts, eq(accounts.id, applicationDecisions.decidedBy))
        .where(
          and(
            sql`${approver}`,
            eq(applicationDecisions.kind, 'proposal'),
            eq(applicationDecisions.state, 'open'),
            ne(applicationDecisions.decidedBy, staffId),
          ),
        )
        .orderBy(asc(applicationDecisions.id))
        .limit(200),
    ),
    requests: jsonRows(
      db
        .select({
          referenceNumber: applications.referenceNumber,
          applicantName: applications.applicantName,
          dueOn: informationRequests.dueDate,
        })
        .from(informationRequests)
        .innerJoin(applications, eq(applications.id, informationRequests.applicationId))
        .where(and(mine(staffId), eq(informationRequests.state, 'requested')))
        .limit(500),
    ),
    copies: jsonRows(
      db
        .select({
          referenceNumber: applications.referenceNumber,
          applicantName: applications.applicantName,
          dueOn: affordabilityCopyRequests.dueOn,
        })
        .from(affordabilityCopyRequests)
        .innerJoin(applications, eq(applications.id, affordabilityCopyRequests.applicationId))
        .where(and(mine(staffId), isNull(affordabilityCopyRequests.producedAt)))
        .limit(500),
    ),
  };
}

type SummaryRow = {
  referenceNumber: number;
  applicantName: string;
  status: string;
  amount: number | null;
  submittedAt: Date | null;
};

function applicationOf(row: SummaryRow, today: string): MyWorkApplication {
  const status = row.status as ApplicationStatus;
  return {
    reference: String(row.referenceNumber),
    name: row.applicantName,
    status,
    amount: row.amount,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    waitingWorkingDays:
      row.submittedAt && WAITING.has(status)
        ? workingDaysBetween(newZealandDate(row.submittedAt), today)
        : null,
  };
}

/**
 * My work (issue 29 "What to build" 5): the applications assigned to `actor` that are not decided,
 * longest waiting first; for an approver, the proposals of others waiting for a check; and the
 * tasks of my applications with a date (information requests, record copies), by working days
 * away. One statement.
 */
export async function myWork(
  db: Database,
  actor: Extract<WorkflowActor, { kind: 'staff' }>,
  now: Date,
): Promise<MyWork> {
  const today = newZealandDate(now);
  const found = await selectValues(db, myWorkValues(db, actor.id, isApprover(actor)));
  const complaintWork = await complaintTasks(db, actor.id, today);
  const task = (kind: WorkTask['kind']) => (row: (typeof found.requests)[number]) => ({
    kind,
    reference: String(row.referenceNumber),
    name: row.applicantName,
    dueOn: row.dueOn,
    // Negative once the date has passed: a task due on Friday is 1 working day overdue on Monday.
    workingDaysAway: workingDaysBetween(today, row.dueOn),
  });
  return {
    approver: isApprover(actor),
    assigned: found.assigned.map((row) => applicationOf(row, today)),
    proposals: found.proposals.map((row) => ({
      ...applicationOf(row, today),
      outcome: row.outcome as DecisionOutcome,
      proposedAmount: row.proposedAmount,
      proposedBy: row.proposedBy,
    })),
    tasks: groupTasks([
      ...found.requests.map(task('information-request')),
      ...found.copies.map(task('record-copy')),
      ...complaintWork,
    ]),
  };
}

/**
 * The workspace header's facts (issue 29 "What to build" 4): who is signed in, and the counts
 * beside My work (my open applications, proposals waiting for me, my overdue tasks) and
 * Applications (submitted and not taken, from the counts the database keeps).
 */
export async function staffFrame(
  db: Database,
  actor: Extract<WorkflowActor, { kind: 'staff' }>,
  now: Date,
): Promise<StaffFrame> {
  const [work, found] = await Promise.all([
    myWork(db, actor, now),
    selectValues(db, {
      me: jsonRows(
        db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, actor.id)),
      ),
      unassigned: jsonRows(
        db
          .select({ n: sql<number>`coalesce(sum(${applicationQueueCounts.n}), 0)`.as('n') })
          .from(applicationQueueCounts)
          .where(
            and(
              eq(applicationQueueCounts.status, 'submitted'),
              isNull(applicationQueueCounts.assignedTo),
            ),
          ),
      ),
    }),
  ]);
  return {
    me: { email: found.me[0]?.email ?? '' },
    counts: {
      myWork: work.assigned.length + work.proposals.length + work.tasks.overdue.length,
      unassigned: Number(found.unassigned[0]?.n ?? 0),
    },
  };
}
