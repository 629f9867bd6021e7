import { asc, and, eq, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { accessLogCopy } from '#content/access-log.ts';
import {
  VIEW_ACTIONS,
  type AccessReportEntry,
  type ApplicantAccessEntry,
  type ViewAction,
} from '#domain/staff/access-log.ts';
import { inertCsvCell } from '#domain/csv.ts';
import type { Database } from '../db/client.ts';
import { accounts, staffActions } from '../db/schema/index.ts';
import { recordStaffActions, type StaffActing } from './access.ts';

/**
 * Records that `by` looked at each of `applicationIds` by `action` (Privacy Act 2020 IPP 5,
 * issue 30 finding 8): one access log row each.
 */
export async function recordViews(
  db: Pick<Database, 'insert'>,
  by: StaffActing,
  view: { action: ViewAction; details?: Record<string, unknown> },
  applicationIds: readonly string[],
): Promise<void> {
  await recordStaffActions(
    db,
    by,
    applicationIds.map((applicationId) => ({ applicationId, ...view })),
  );
}

/** Every look at one application's personal data, oldest first, with the account that looked. */
async function viewsOf(db: Database, applicationId: string) {
  return db
    .select({
      at: staffActions.createdAt,
      action: staffActions.action,
      email: accounts.email,
      roles: accounts.roles,
    })
    .from(staffActions)
    .leftJoin(accounts, eq(accounts.id, staffActions.actorId))
    .where(
      and(
        eq(staffActions.applicationId, applicationId),
        inArray(staffActions.action, [...VIEW_ACTIONS]),
      ),
    )
    .orderBy(asc(staffActions.id));
}

/** The privacy officer's report (IPP 5): who by account, with roles, what and when. */
export async function accessReport(
  db: Database,
  applicationId: string,
): Promise<AccessReportEntry[]> {
  return (await viewsOf(db, applicationId)).map((row) => ({
    at: row.at.toISOString(),
    who: row.email ?? accessLogCopy.anyStaff,
    roles: row.roles ?? [],
    action: row.action as ViewAction,
    what: accessLogCopy.what[row.action as ViewAction],
  }));
}

/** The report as CSV, each text cell inert in a spreadsheet. */
export function accessReportCsv(entries: readonly AccessReportEntry[]): string {
  return stringify(
    entries.map((entry) => [
      entry.at,
      inertCsvCell(entry.who),
      inertCsvCell(entry.roles.join(' ')),
      inertCsvCell(entry.what),
    ]),
    { header: true, columns: accessLogCopy.csvHeader, record_delimiter: 'windows' },
  );
}

/** A staff member as the applicant is told of them: their role and the organisation (IPP 6). */
function roleAtTheLender(roles: readonly string[]): string {
  const role = Object.keys(accessLogCopy.roles).find((name) => roles.includes(name)) ?? null;
  return accessLogCopy.atTheLender(role ? accessLogCopy.roles[role]! : accessLogCopy.anyStaff);
}

/**
 * The applicant's own request for who viewed their information (IPP 6, decision 137): the privacy
 * officer's report, each staff member told as their role and the organisation.
 */
export async function applicantAccessLog(
  db: Database,
  applicationId: string,
): Promise<ApplicantAccessEntry[]> {
  const report = await accessReport(db, applicationId);
  return report.map(({ at, roles, what }) => ({ at, who: roleAtTheLender(roles), what }));
}
