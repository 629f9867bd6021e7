import { and, eq } from 'drizzle-orm';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { workingDaysBetween } from '#domain/calendar/working-days.ts';
import { decisionBlock } from '#domain/lending/affordability.ts';
import type {
  StaffApplicationView,
  StaffApplicationWorkday,
} from '#domain/staff/application-view.ts';
import { writeQueueQuery, type QueueQuery } from '#domain/staff/queue-query.ts';
import {
  allowedEvents,
  type WorkflowActor,
  type WorkflowFacts,
} from '#domain/staff/workflow-policy.ts';
import type { Database } from '../db/client.ts';
import { applications } from '../db/schema/index.ts';
import type { ServiceDeps } from '../services.ts';
import { recordVersion } from '../lending/affordability-records.ts';
import { identityBlock } from '../lending/identity-gate.ts';
import { filterConditions, orderBy } from './queue.ts';
import { standingDecision } from './standing-decision.ts';

/** The queue's view is walked this far for the page's neighbours (a day's queue is shorter). */
const NEIGHBOUR_WINDOW = 1000;

/**
 * The previous and next application in the queue's view `query` (the order the officer sees in
 * the queue), around `reference`: the view's references in its order, read from the index the
 * queue's page reads.
 */
async function neighbours(
  db: Database,
  query: QueueQuery,
  staffId: string,
  reference: string,
): Promise<StaffApplicationWorkday['neighbours']> {
  const rows = await db
    .select({ reference: applications.referenceNumber })
    .from(applications)
    .where(
      and(
        ...filterConditions(query, staffId),
        query.status ? eq(applications.status, query.status) : undefined,
      ),
    )
    .orderBy(...orderBy(query))
    .limit(NEIGHBOUR_WINDOW);
  const list = rows.map((row) => String(row.reference));
  const at = list.indexOf(reference);
  const view = writeQueueQuery({ ...query, page: 1 });
  if (at < 0) return { previous: null, next: null, view };
  return { previous: list[at - 1] ?? null, next: list[at + 1] ?? null, view };
}

/**
 * The application page's day's-work data (issue 29 "What to build" 6): what the workflow policy
 * lets `actor` do now on the same facts the server's writer judges (status, open proposal, the
 * affordability record's verdict, the identity gate), the record's outcome for the summary, the applicant's waiting
 * working days (CCCFA s 4) and the neighbours in the queue's view.
 */
export async function applicationWorkday(
  deps: Pick<ServiceDeps, 'db' | 'config'> & { now: Date },
  actor: Extract<WorkflowActor, { kind: 'staff' }>,
  view: StaffApplicationView,
  query: QueueQuery,
): Promise<StaffApplicationWorkday> {
  const [row] = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.referenceNumber, Number(view.reference)));
  const latest = row ? await recordVersion(deps, row.id) : null;
  const identity = row ? await identityBlock(deps.db, row.id) : null;
  const open = view.decisions.find((d) => d.kind === 'proposal' && d.state === 'open');
  const facts: WorkflowFacts = {
    status: view.status,
    openProposal: open
      ? {
          makerId: view.staff.find((member) => member.email === open.by)?.id ?? open.by,
          outcome: open.outcome,
          amount: open.amount,
        }
      : null,
    approvalBlock: latest
      ? decisionBlock(latest.assessment, 'approve')
      : 'There is no affordability and suitability record yet.',
    assessedLoan: latest && {
      version: latest.version,
      amount: latest.record.loan.amount,
      termMonths: latest.record.loan.termMonths,
    },
    standingDecision: row ? await standingDecision(deps.db, row.id) : null,
    identityBlock: identity,
  };
  const waiting = view.status === 'submitted' || view.status === 'in-review';
  return {
    allowed: allowedEvents(actor, facts, open?.amount ?? latest?.record.loan.amount ?? view.amount),
    affordability: latest
      ? {
          version: latest.version,
          outcome: latest.assessment.outcome,
          complete: latest.assessment.complete,
          missing: latest.assessment.missing.length,
          loan: {
            amount: latest.record.loan.amount,
            termMonths: latest.record.loan.termMonths,
            frequency: latest.record.loan.frequency,
          },
        }
      : null,
    waitingWorkingDays:
      waiting && view.submittedAt
        ? workingDaysBetween(newZealandDate(new Date(view.submittedAt)), newZealandDate(deps.now))
        : null,
    neighbours: await neighbours(deps.db, query, actor.id, view.reference),
  };
}
