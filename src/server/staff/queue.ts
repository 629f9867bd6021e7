import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { workingDaysBetween } from '#domain/calendar/working-days.ts';
import type { QueueAnswer, QueueRow } from '#domain/contracts/staff.ts';
import { QUEUE_PAGE_SIZE, type QueueQuery } from '#domain/staff/queue-query.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#domain/staff/status.ts';
import type { Database } from '../db/client.ts';
import { jsonRows, selectValues } from '../db/json-rows.ts';
import { accounts, applicationQueueCounts, applications, branches } from '../db/schema/index.ts';

/** Statuses in which the applicant waits on the lender: the queue counts their working days. */
const WAITING: ReadonlySet<ApplicationStatus> = new Set(['submitted', 'in-review']);

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** A NZ calendar date's start (or the next day's start) as an instant. */
const nzMidnight = (date: string) =>
  sql`(${date}::date::timestamp at time zone 'Pacific/Auckland')`;

/**
 * The search (issue 20): a reference by its digits, an email by its beginning, a name by the
 * beginning of the full name or of the last name. Prefixes, so each is an index range (decision
 * 078). One condition per index, and no row matches two (the full name's leaves out the last
 * name's), so their rows together are the matches, each once (decision 106).
 */
function searchParts(q: string): [SQL] | [SQL, SQL] {
  if (/^\d{1,18}$/.test(q)) return [eq(applications.referenceNumber, Number(q))];
  const prefix = likePrefix(q);
  if (q.includes('@')) return [sql`${applications.applicantEmail} like ${prefix}`];
  const lastName = sql`${applications.searchLastName} like ${prefix}`;
  return [lastName, sql`lower(${applications.applicantName}) like ${prefix} and not (${lastName})`];
}

/** The queue's columns: what a row shows, what the view filters and sorts by. */
const queueColumns = {
  referenceNumber: applications.referenceNumber,
  applicantName: applications.applicantName,
  amount: applications.amount,
  purpose: applications.purpose,
  source: applications.source,
  branch: applications.branch,
  status: applications.status,
  assignedTo: applications.assignedTo,
  submittedAt: applications.submittedAt,
  workflowVersion: applications.workflowVersion,
};
/** The table, or the search's matches (which have the same columns). */
type QueueSource = { [Key in keyof typeof queueColumns]: AnyColumn };

/** The filters but the status and the search: the assignee's apart, the counts keep it. */
function viewFilters(query: QueueQuery, staffId: string): { assigned?: SQL; others: SQL[] } {
  const others: (SQL | undefined)[] = [
    query.source ? eq(applications.source, query.source) : undefined,
    query.branch ? eq(applications.branch, query.branch) : undefined,
    query.from ? gte(applications.submittedAt, nzMidnight(query.from)) : undefined,
    query.to
      ? sql`${applications.submittedAt} < ${nzMidnight(query.to)} + interval '1 day'`
      : undefined,
    query.min !== undefined ? gte(applications.amount, query.min) : undefined,
    query.max !== undefined ? lte(applications.amount, query.max) : undefined,
  ];
  return {
    assigned: assignedTo(query, staffId, applications.assignedTo),
    others: others.filter((condition): condition is SQL => condition !== undefined),
  };
}

/** The assignee filter, on the applications' assignee or the counts'. */
function assignedTo(query: QueueQuery, staffId: string, column: AnyColumn): SQL | undefined {
  if (query.assigned === 'me') return eq(column, staffId);
  if (query.assigned === 'unassigned') return isNull(column);
  return undefined;
}

/** Every filter but the status: the counts per status are taken under these. */
export function filterConditions(query: QueueQuery, staffId: string): SQL[] {
  const { assigned, others } = viewFilters(query, staffId);
  const search = query.q ? or(...searchParts(query.q)) : undefined;
  return [assigned, ...others, search].filter((condition): condition is SQL => !!condition);
}

export function orderBy(query: QueueQuery, source: QueueSource = applications): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc;
  const nullsLast = (column: AnyColumn) =>
    query.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  switch (query.sort) {
    case 'reference':
      return [direction(source.referenceNumber)];
    case 'name':
      return [direction(source.applicantName), direction(source.referenceNumber)];
    case 'amount':
      return [nullsLast(source.amount), direction(source.referenceNumber)];
    case 'status':
      return [direction(source.status), direction(source.referenceNumber)];
    case 'submitted':
      return [nullsLast(source.submittedAt), direction(source.referenceNumber)];
  }
}

/**
 * The counts per status and the page of a view without a search. The page is an index walk
 * (decision 078). The counts of the whole queue, or of one assignee's, are sums of
 * `application_queue_counts`, which the database keeps; under any other filter they are counted.
 */
function browsed(db: Database, query: QueueQuery, staffId: string) {
  const { assigned, others } = viewFilters(query, staffId);
  const counts =
    others.length === 0
      ? db
          .select({
            status: applicationQueueCounts.status,
            n: sql<number>`sum(${applicationQueueCounts.n})`.as('n'),
          })
          .from(applicationQueueCounts)
          .where(assignedTo(query, staffId, applicationQueueCounts.assignedTo))
          .groupBy(applicationQueueCounts.status)
      : db
          .select({ status: applications.status, n: count().as('n') })
          .from(applications)
          .where(and(assigned, ...others))
          .groupBy(applications.status);
  const page = db
    .select(queueColumns)
    .from(applications)
    .where(
      and(assigned, ...others, query.status ? eq(applications.status, query.status) : undefined),
    )
    .orderBy(...orderBy(query))
    .limit(QUEUE_PAGE_SIZE)
    .offset((query.page - 1) * QUEUE_PAGE_SIZE);
  return { db, counts: jsonRows(counts), page: jsonRows(page) };
}

/**
 * The counts per status and the page of a searched view. The search's matches under the other
 * filters are read once, from the search's own indexes, which hold the queue's columns (no page
 * of the table is read), and both the counts and the page are taken from them (decision 106).
 */
function searched(db: Database, query: QueueQuery, staffId: string, q: string) {
  const { assigned, others } = viewFilters(query, staffId);
  const [first, second] = searchParts(q).map((part) =>
    db
      .select(queueColumns)
      .from(applications)
      .where(and(part, assigned, ...others)),
  );
  const matches = db.$with('matches').as(second ? unionAll(first!, second) : first!);
  const counts = db
    .select({ status: matches.status, n: count().as('n') })
    .from(matches)
    .groupBy(matches.status);
  const page = db
    .select()
    .from(matches)
    .where(query.status ? eq(matches.status, query.status) : undefined)
    .orderBy(...orderBy(query, matches))
    .limit(QUEUE_PAGE_SIZE)
    .offset((query.page - 1) * QUEUE_PAGE_SIZE);
  return { db: db.with(matches), counts: jsonRows(counts), page: jsonRows(page) };
}

/**
 * One page of the queue (issue 20 "The queue"), paged on the server, with the counts per status
 * under the other filters, and the branches and staff that name its rows: one statement.
 */
export async function queuePage(
  db: Database,
  query: QueueQuery,
  staffId: string,
  now: Date,
): Promise<QueueAnswer> {
  const view = query.q ? searched(db, query, staffId, query.q) : browsed(db, query, staffId);
  const answer = await selectValues(view.db, {
    counts: view.counts,
    page: view.page,
    branches: jsonRows(
      db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .orderBy(branches.sortOrder),
    ),
    staff: jsonRows(
      db
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(eq(accounts.kind, 'staff')),
    ),
  });
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of answer.counts) counts[row.status as ApplicationStatus] = Number(row.n);
  const total = query.status
    ? counts[query.status]
    : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const branchName = new Map(answer.branches.map((branch) => [String(branch.id), branch.name]));
  const staffEmail = new Map(answer.staff.map((member) => [member.id, member.email]));
  const today = newZealandDate(now);
  const rows: QueueRow[] = answer.page.map((row) => {
    const status = row.status as ApplicationStatus;
    return {
      reference: String(row.referenceNumber),
      name: row.applicantName,
      amount: row.amount,
      purpose: row.purpose,
      source: row.source,
      branch: row.branch ? (branchName.get(row.branch) ?? row.branch) : null,
      status,
      assignedTo: row.assignedTo
        ? { id: row.assignedTo, email: staffEmail.get(row.assignedTo) ?? row.assignedTo }
        : null,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      waitingWorkingDays:
        row.submittedAt && WAITING.has(status)
          ? workingDaysBetween(newZealandDate(row.submittedAt), today)
          : null,
      version: row.workflowVersion,
    };
  });
  return {
    rows,
    total,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
    counts,
    branches: answer.branches.map((branch) => ({ id: String(branch.id), name: branch.name })),
    staff: answer.staff
      .filter((member) => member.id !== staffId)
      .sort((a, b) => a.email.localeCompare(b.email)),
  };
}
