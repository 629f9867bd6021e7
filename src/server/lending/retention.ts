import { randomUUID } from 'node:crypto';
import { asc, gt, inArray, sql } from 'drizzle-orm';
import { retentionSchedule } from '#content/lending/retention-schedule.ts';
import {
  dueForDeletion,
  scheduleBelowTheLaw,
  type DueDeletion,
  type RetainedApplication,
  type RetentionSchedule,
} from '#domain/lending/retention.ts';
import type { FileStorage } from '../adapters/storage/index.ts';
import type { Database } from '../db/client.ts';
import { deleteLoanRecords, loanEndsOf, loanFilesOf } from './retention-loans.ts';
import { purgeOldRecords } from './retention-purges.ts';
import {
  affordabilityCopyRequests,
  affordabilityRecords,
  applicationAudits,
  applicationDecisions,
  applicationBankStatements,
  applications,
  identityChecks,
  identityDocumentsSeen,
  enhancedDueDiligence,
  informationRequests,
  jointInvitations,
  lendingDocuments,
  loanOffers,
  resumeLinks,
  retentionDeletions,
  saveIdempotencyKeys,
  sessions,
  staffActions,
  staffNotes,
  uploads,
} from '../db/schema/index.ts';

export interface RetentionRun {
  runId: string;
  dryRun: boolean;
  due: DueDeletion[];
  /** Files removed from storage (uploads and letters); none on a dry run. */
  filesRemoved: number;
}

/** Applications read per page: the run never holds every application in memory. */
export const RETENTION_PAGE_SIZE = 500;

/**
 * Applies the lender's retention schedule (issue 21 "Retention", issue 30 finding 10; by default
 * content/lending/retention-schedule.ts): lists what is due (dry run) or deletes it, files from
 * storage first, then the rows, and records each deletion without the personal data it removed.
 * An application "became a loan" when a disclosure statement was issued for it. Applications are
 * read a page at a time in id order; then the outbox, sandbox emails, client logs and contact
 * messages past their days. A schedule below the law's floors is refused. A job queue calls it on
 * a schedule; the clock is injected (the app's, so the demo clock in the embedded demo).
 */
export async function runRetention(options: {
  db: Database;
  storage: FileStorage;
  clock: () => Date;
  dryRun: boolean;
  schedule?: RetentionSchedule;
  pageSize?: number;
}): Promise<RetentionRun> {
  const run: RetentionRun = {
    runId: randomUUID(),
    dryRun: options.dryRun,
    due: [],
    filesRemoved: 0,
  };
  const schedule = options.schedule ?? retentionSchedule;
  const problems = scheduleBelowTheLaw(schedule);
  if (problems.length) throw new Error(`The retention schedule is refused: ${problems.join(' ')}`);
  const now = options.clock();
  let after: string | null = null;
  for (;;) {
    const page = await retainedPage(options.db, after, options.pageSize ?? RETENTION_PAGE_SIZE);
    if (page.length === 0) break;
    after = page.at(-1)!.id;
    const due = dueForDeletion(page, schedule, now);
    run.due.push(...due);
    if (!options.dryRun && due.length) run.filesRemoved += await deleteDue(options, run.runId, due);
  }
  run.due.push(...(await purgeOldRecords({ ...options, schedule, now, runId: run.runId })));
  return run;
}

/** Deletes one page's due items: files first, then rows in one transaction. Answers files removed. */
async function deleteDue(
  options: { db: Database; storage: FileStorage; clock: () => Date },
  runId: string,
  due: DueDeletion[],
): Promise<number> {
  const { db, storage } = options;
  const applicationIds = due.filter((d) => d.kind === 'application').map((d) => d.id);
  const identityIds = due.filter((d) => d.kind === 'identity-check').map((d) => d.id);
  let filesRemoved = 0;
  if (applicationIds.length) {
    const files = await filesOf(db, applicationIds);
    for (const file of files) await storage.remove(file.ref);
    filesRemoved = files.length;
  }
  await db.transaction(async (tx) => {
    // The access log refuses deletes but the retention run's, told by this transaction-local
    // setting (migration 0033, decision 137; Privacy Act 2020 IPP 5 and 9).
    await tx.execute(sql`select set_config('lender.retention_run', ${runId}, true)`);
    if (identityIds.length)
      await tx.delete(identityChecks).where(inArray(identityChecks.id, identityIds));
    if (applicationIds.length) {
      for (const table of [
        // The applicant's answers to information requests are theirs too (decision 092).
        informationRequests,
        uploads,
        lendingDocuments,
        // The loan offer, its signature certificate and payout record (issue 31, decision 143).
        loanOffers,
        identityChecks,
        // The identity gate's reviews (decision 135): documents seen and due diligence.
        identityDocumentsSeen,
        enhancedDueDiligence,
        affordabilityRecords,
        affordabilityCopyRequests,
        applicationAudits,
        applicationDecisions,
        staffNotes,
        staffActions,
        applicationBankStatements,
        resumeLinks,
        saveIdempotencyKeys,
      ])
        await tx.delete(table).where(inArray(table.applicationId, applicationIds));
      // The loan and its own records (issue 32, decision 156): statements, hardship, reminders.
      await deleteLoanRecords(tx, applicationIds);
      await tx
        .update(sessions)
        .set({ applicationId: null })
        .where(inArray(sessions.applicationId, applicationIds));
      await tx
        .update(jointInvitations)
        .set({ secondaryApplicationId: null })
        .where(inArray(jointInvitations.secondaryApplicationId, applicationIds));
      await tx
        .delete(jointInvitations)
        .where(inArray(jointInvitations.primaryApplicationId, applicationIds));
      await tx.delete(applications).where(inArray(applications.id, applicationIds));
    }
    const deletedAt = options.clock();
    await tx
      .insert(retentionDeletions)
      .values(
        due.map((d) => ({ runId, subjectKind: d.kind, subjectId: d.id, rule: d.rule, deletedAt })),
      );
  });
  return filesRemoved;
}

/** The files an application keeps: its uploads, its letters, and its loan's (decision 156). */
async function filesOf(db: Database, applicationIds: string[]): Promise<{ ref: string }[]> {
  return [
    ...(await db
      .select({ ref: uploads.reference })
      .from(uploads)
      .where(inArray(uploads.applicationId, applicationIds))),
    ...(await db
      .select({ ref: lendingDocuments.storageReference })
      .from(lendingDocuments)
      .where(inArray(lendingDocuments.applicationId, applicationIds))),
    ...(await loanFilesOf(db, applicationIds)),
  ];
}

/** One page of applications (ids after `after`) with their last activity, loan and identity checks. */
async function retainedPage(
  db: Database,
  after: string | null,
  size: number,
): Promise<RetainedApplication[]> {
  const rows = await db
    .select({ id: applications.id, updatedAt: applications.updatedAt })
    .from(applications)
    .where(after === null ? undefined : gt(applications.id, after))
    .orderBy(asc(applications.id))
    .limit(size);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const documents = await db
    .select({
      applicationId: lendingDocuments.applicationId,
      kind: lendingDocuments.kind,
      createdAt: lendingDocuments.createdAt,
    })
    .from(lendingDocuments)
    .where(inArray(lendingDocuments.applicationId, ids));
  const checks = await db
    .select({ id: identityChecks.id, applicationId: identityChecks.applicationId })
    .from(identityChecks)
    .where(inArray(identityChecks.applicationId, ids));
  const loans = await loanEndsOf(db, ids);
  return rows.map((row) => {
    const own = documents.filter((d) => d.applicationId === row.id);
    const loan = loans.get(row.id);
    const last = Math.max(
      row.updatedAt.getTime(),
      ...own.map((d) => d.createdAt.getTime()),
      loan?.lastRecordAt?.getTime() ?? 0,
    );
    return {
      id: row.id,
      becameLoan: own.some((d) => d.kind === 'disclosure') || loan !== undefined,
      lastActivityAt: new Date(last),
      // The loan's closing (repaid, cancelled or written off: markLoanClosed) ends the
      // relationship; until it is recorded the loan and its identity evidence are kept
      // (AML/CFT Act s 50). Never inferred from the last activity.
      relationshipEndedAt: loan?.closedAt ?? null,
      identityCheckIds: checks.filter((c) => c.applicationId === row.id).map((c) => c.id),
    };
  });
}
