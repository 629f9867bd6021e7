import { and, asc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { workingDaysBetween } from '#domain/calendar/working-days.ts';
import {
  groupTasks,
  type MyWork,
  type MyWorkApplication,
  type StaffFrame,
  type WorkTask,
} from '#domain/staff/my-work.ts';
import { conditionsDueOn } from '#domain/staff/task-clocks.ts';
import type { ApplicationStatus, DecisionOutcome } from '#domain/staff/status.ts';
import { isApprover, type WorkflowActor } from '#domain/staff/workflow-policy.ts';
import type { Database } from '../db/client.ts';
import { complaintTasks } from './complaint-tasks.ts';
import { hardshipTasks } from './hardship-tasks.ts';
import { jsonRows, selectValues } from '../db/json-rows.ts';
import {
  accounts,
  affordabilityCopyRequests,
  applicationDecisions,
  applicationQueueCounts,
  applications,
  informationRequests,
  lendingDocuments,
} from '../db/schema/index.ts';
import { coolingOffEnds } from '../lending/documents/disclosure.ts';

/** The statuses in which an application still needs its assignee (not decided, not withdrawn). */
export const OPEN_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'in-review',
  'information-requested',
];
/** Statuses in which the applicant waits on the lender: their working days are counted. */
const WAITING: ReadonlySet<ApplicationStatus> = new Set(['submitted', 'in-review']);

const mine = (staffId: string) => eq(applications.assignedTo, staffId);
/** Mine and, for a task that waits on one step, at that status. */
const mineAt = (staffId: string, status: ApplicationStatus) =>
  and(mine(staffId), eq(applications.status, status));
/** What a task names its application by. */
const named = {
  referenceNumber: applications.referenceNumber,
  applicantName: applications.applicantName,
};
const summary = {
  ...named,
  status: applications.status,
  amount: applications.amount,
  submittedAt: applications.submittedAt,
};

/** The values of My work's one statement: my applications, the open proposals, my tasks. */
function myWorkValues(db: Database, staffId: string, approver: boolean, now: Date) {
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
        .select({ ...named, dueOn: informationRequests.dueDate })
        .from(informationRequests)
        .innerJoin(applications, eq(applications.id, informationRequests.applicationId))
        .where(and(mine(staffId), eq(informationRequests.state, 'requested')))
        .limit(500),
    ),
    ...statutoryClockValues(db, staffId, now),
    copies: jsonRows(
      db
        .select({ ...named, dueOn: affordabilityCopyRequests.dueOn })
        .from(affordabilityCopyRequests)
        .innerJoin(applications, eq(applications.id, affordabilityCopyRequests.applicationId))
        .where(and(mine(staffId), isNull(affordabilityCopyRequests.producedAt)))
        .limit(500),
    ),
  };
}

/** A disclosure sent or opened within this many days may still be in its cooling-off period. */
const COOLING_OFF_LOOKBACK_DAYS = 31;

/**
 * My applications at `status` with their rows of `kind` in `table` (a decision, a letter) that
 * also match `also`, each named as a task names it, for a statutory clock's tasks.
 */
function myRowsOfKind<Fields extends Record<string, AnyPgColumn>>(
  db: Database,
  staffId: string,
  status: ApplicationStatus,
  of: { table: typeof applicationDecisions | typeof lendingDocuments; kind: string },
  fields: Fields,
  also: SQL | undefined,
) {
  return jsonRows(
    db
      .select({ ...named, ...fields })
      .from(of.table)
      .innerJoin(applications, eq(applications.id, of.table.applicationId))
      .where(and(mineAt(staffId, status), eq(of.table.kind, of.kind), also))
      .limit(500),
  );
}

/**
 * My conditional approvals still waiting for their conditions (with each conditional decision's
 * date) and my approved loans whose disclosure went out lately (issue 30 "What to build" 10).
 */
function statutoryClockValues(db: Database, staffId: string, now: Date) {
  const since = lookback(now);
  return {
    conditional: myRowsOfKind(
      db,
      staffId,
      'conditionally-approved',
      { table: applicationDecisions, kind: 'decision' },
      { decidedAt: applicationDecisions.createdAt },
      eq(applicationDecisions.outcome, 'conditionally-approved'),
    ),
    disclosed: myRowsOfKind(
      db,
      staffId,
      'approved',
      { table: lendingDocuments, kind: 'disclosure' },
      { sentAt: lendingDocuments.sentAt, openedAt: lendingDocuments.openedAt },
      or(
        gt(lendingDocuments.sentAt, since),
        and(isNull(lendingDocuments.sentAt), gt(lendingDocuments.openedAt, since)),
      ),
    ),
  };
}

const lookback = (now: Date) => new Date(now.getTime() - COOLING_OFF_LOOKBACK_DAYS * 86_400_000);

/** Each application's latest row by `at`: a re-made decision or letter counts from the last. */
function latestPerApplication<Row extends { referenceNumber: number }>(
  rows: readonly Row[],
  at: (row: Row) => number,
): Row[] {
  const latest = new Map<number, Row>();
  for (const row of rows) {
    const seen = latest.get(row.referenceNumber);
    if (!seen || at(row) > at(seen)) latest.set(row.referenceNumber, row);
  }
  return [...latest.values()];
}

/**
 * The clocks' tasks: conditions due 10 working days after the conditional decision (conditionsDueOn);
 * the cooling-off period's last day (CCCFA s 27 with s 35(3), counted from the email's sending or,
 * with no email, the first opening), while it has not passed.
 */
function statutoryClockTasks(
  found: {
    conditional: { referenceNumber: number; applicantName: string; decidedAt: Date }[];
    disclosed: {
      referenceNumber: number;
      applicantName: string;
      sentAt: Date | null;
      openedAt: Date | null;
    }[];
  },
  today: string,
): WorkTask[] {
  const task = (
    kind: WorkTask['kind'],
    row: { referenceNumber: number; applicantName: string },
    dueOn: string,
  ) => ({
    kind,
    reference: String(row.referenceNumber),
    name: row.applicantName,
    dueOn,
    workingDaysAway: workingDaysBetween(today, dueOn),
  });
  const conditions = latestPerApplication(found.conditional, (row) => row.decidedAt.getTime()).map(
    (row) => task('conditions', row, conditionsDueOn(row.decidedAt)),
  );
  const madeFrom = (row: (typeof found.disclosed)[number]) => (row.sentAt ?? row.openedAt)!;
  const coolingOff = latestPerApplication(found.disclosed, (row) => madeFrom(row).getTime())
    .map((row) => task('cooling-off', row, coolingOffEnds(madeFrom(row))))
    .filter((entry) => entry.workingDaysAway >= 0);
  return [...conditions, ...coolingOff];
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
 * tasks of my applications with a date (information requests, record copies, conditions
 * outstanding, cooling-off periods ending: issue 30 "What to build" 10), by working days away,
 * overdue first. One statement.
 */
export async function myWork(
  db: Database,
  actor: Extract<WorkflowActor, { kind: 'staff' }>,
  now: Date,
): Promise<MyWork> {
  const today = newZealandDate(now);
  const found = await selectValues(db, myWorkValues(db, actor.id, isApprover(actor), now));
  const complaintWork = await complaintTasks(db, actor.id, today);
  const hardshipWork = await hardshipTasks(db, actor.id, today);
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
      ...statutoryClockTasks(found, today),
      ...complaintWork,
      ...hardshipWork,
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
