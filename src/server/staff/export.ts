import { and, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { inertCsvCell } from '#domain/csv.ts';
import { staffMessages } from '#content/staff-workspace.ts';
import { QUEUE_COLUMNS, writeQueueQuery, type QueueQuery } from '#domain/staff/queue-query.ts';
import { STATUS_LABELS, type ApplicationStatus } from '#domain/staff/status.ts';
import type { Database } from '../db/client.ts';
import { accounts, applications, branches } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { recordStaffAction, type StaffMember } from './access.ts';
import { recordViews } from './access-log.ts';
import { filterConditions, orderBy } from './queue.ts';

/** The most rows one export holds: a larger view is narrowed with filters first. */
export const EXPORT_MAX_ROWS = 10_000;

/** The queue's columns, no more (issue 20): the export is the view, not the applications. */
const HEADER = QUEUE_COLUMNS.map(([, label]) => label);

/**
 * The CSV of the queue's filtered view (issue 20): the same filters, search and order as the
 * address, every page of it up to EXPORT_MAX_ROWS, and a `staff_actions` row saying who exported
 * which view and how many rows (no application's data in it), and one `exported-row` for each
 * application in it (issue 30 finding 8).
 */
export async function exportQueue(
  deps: { db: Database; actor: StaffMember; requestId: string | null; now: Date },
  query: QueueQuery,
): Promise<{ csv: string; rows: number }> {
  const { db } = deps;
  const where = and(
    ...filterConditions(query, deps.actor.id),
    query.status ? eq(applications.status, query.status) : undefined,
  );
  const rows = await db
    .select({
      id: applications.id,
      reference: applications.referenceNumber,
      name: applications.applicantName,
      amount: applications.amount,
      purpose: applications.purpose,
      source: applications.source,
      branch: branches.name,
      status: applications.status,
      assignedTo: accounts.email,
      submittedAt: applications.submittedAt,
    })
    .from(applications)
    .leftJoin(branches, eq(applications.branch, sql`${branches.id}::text`))
    .leftJoin(accounts, eq(applications.assignedTo, accounts.id))
    .where(where)
    .orderBy(...orderBy(query))
    .limit(EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS)
    throw new HttpError(422, staffMessages.exportTooLarge(EXPORT_MAX_ROWS));
  const csv = stringify(
    rows.map((row) => [
      String(row.reference),
      inertCsvCell(row.name),
      row.amount ?? '',
      inertCsvCell(row.purpose ?? ''),
      row.source,
      row.branch ?? '',
      STATUS_LABELS[row.status as ApplicationStatus] ?? row.status,
      row.assignedTo ?? '',
      row.submittedAt?.toISOString() ?? '',
    ]),
    { header: true, columns: HEADER, record_delimiter: 'windows' },
  );
  const { page: _page, ...view } = query;
  await recordStaffAction(db, deps, {
    applicationId: null,
    action: 'exported',
    details: { view: writeQueueQuery(view), rows: rows.length },
  });
  // Each application in the file is a look at its personal data (Privacy Act 2020 IPP 5).
  await recordViews(
    db,
    deps,
    { action: 'exported-row' },
    rows.map((row) => row.id),
  );
  return { csv, rows: rows.length };
}
