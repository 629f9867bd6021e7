import { and, asc, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { newZealandDate, workingDaysBetween } from '#domain/calendar/working-days.ts';
import type { QueueAnswer, QueueRow } from '#domain/contracts/staff.ts';
import { QUEUE_PAGE_SIZE, type QueueQuery } from '#domain/staff/queue-query.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#domain/staff/status.ts';
import type { Database } from '../db/client.ts';
import { accounts, applications, branches } from '../db/schema/index.ts';

/** Statuses in which the applicant waits on the lender: the queue counts their working days. */
const WAITING: ReadonlySet<ApplicationStatus> = new Set(['submitted', 'in-review']);

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** A NZ calendar date's start (or the next day's start) as an instant. */
const nzMidnight = (date: string) =>
  sql`(${date}::date::timestamp at time zone 'Pacific/Auckland')`;

/**
 * The search (issue 20): a reference by its digits, an email by its beginning, a name by the
 * beginning of the full name or of the last name. Prefixes, so each is an index scan (decision 078).
 */
function searchCondition(q: string): SQL | undefined {
  if (/^\d{1,18}$/.test(q)) return eq(applications.referenceNumber, Number(q));
  if (q.includes('@')) return sql`${applications.applicantEmail} like ${likePrefix(q)}`;
  return or(
    sql`${applications.searchLastName} like ${likePrefix(q)}`,
    sql`lower(${applications.applicantName}) like ${likePrefix(q)}`,
  );
}

/** Every filter but the status: the counts per status are taken under these. */
function filterConditions(query: QueueQuery, staffId: string): SQL[] {
  const conditions: (SQL | undefined)[] = [
    query.source ? eq(applications.source, query.source) : undefined,
    query.branch ? eq(applications.branch, query.branch) : undefined,
    query.assigned === 'me' ? eq(applications.assignedTo, staffId) : undefined,
    query.assigned === 'unassigned' ? isNull(applications.assignedTo) : undefined,
    query.from ? gte(applications.submittedAt, nzMidnight(query.from)) : undefined,
    query.to
      ? sql`${applications.submittedAt} < ${nzMidnight(query.to)} + interval '1 day'`
      : undefined,
    query.min !== undefined ? gte(applications.amount, query.min) : undefined,
    query.max !== undefined ? lte(applications.amount, query.max) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

function orderBy(query: QueueQuery): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc;
  const nullsLast = (column: SQL | typeof applications.submittedAt) =>
    query.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  switch (query.sort) {
    case 'reference':
      return [direction(applications.referenceNumber)];
    case 'name':
      return [direction(applications.applicantName), direction(applications.referenceNumber)];
    case 'amount':
      return [nullsLast(sql`${applications.amount}`), direction(applications.referenceNumber)];
    case 'status':
      return [direction(applications.status), direction(applications.referenceNumber)];
    case 'submitted':
      return [nullsLast(sql`${applications.submittedAt}`), direction(applications.referenceNumber)];
  }
}

/**
 * One page of the queue (issue 20 "The queue"), paged on the server, with the counts per status
 * under the other filters. Two indexed statements (decision 078) and two lookups of small tables.
 */
export async function queuePage(
  db: Database,
  query: QueueQuery,
  staffId: string,
  now: Date,
): Promise<QueueAnswer> {
  const filters = filterConditions(query, staffId);
  const where = and(...filters, query.status ? eq(applications.status, query.status) : undefined);
  const [countRows, pageRows, branchRows, staffRows] = await Promise.all([
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(and(...filters))
      .groupBy(applications.status),
    db
      .select({
        referenceNumber: applications.referenceNumber,
        name: applications.applicantName,
        amount: applications.amount,
        purpose: applications.purpose,
        source: applications.source,
        branch: applications.branch,
        status: applications.status,
        assignedTo: applications.assignedTo,
        submittedAt: applications.submittedAt,
      })
      .from(applications)
      .where(where)
      .orderBy(...orderBy(query))
      .limit(QUEUE_PAGE_SIZE)
      .offset((query.page - 1) * QUEUE_PAGE_SIZE),
    db.select({ id: branches.id, name: branches.name }).from(branches).orderBy(branches.sortOrder),
    db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.kind, 'staff')),
  ]);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of countRows) counts[row.status as ApplicationStatus] = row.n;
  const total = query.status
    ? counts[query.status]
    : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const branchName = new Map(branchRows.map((branch) => [String(branch.id), branch.name]));
  const staffEmail = new Map(staffRows.map((member) => [member.id, member.email]));
  const today = newZealandDate(now);
  const rows: QueueRow[] = pageRows.map((row) => {
    const status = row.status as ApplicationStatus;
    return {
      reference: String(row.referenceNumber),
      name: row.name,
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
    };
  });
  return {
    rows,
    total,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
    counts,
    branches: branchRows.map((branch) => ({ id: String(branch.id), name: branch.name })),
  };
}
