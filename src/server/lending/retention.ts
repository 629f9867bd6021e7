import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import {
  DEFAULT_RETENTION_SCHEDULE,
  dueForDeletion,
  type DueDeletion,
  type RetainedApplication,
  type RetentionSchedule,
} from '#domain/lending/retention.ts';
import type { FileStorage } from '../adapters/storage/index.ts';
import type { Database } from '../db/client.ts';
import {
  affordabilityRecords,
  applicationAudits,
  applications,
  identityChecks,
  jointInvitations,
  lendingDocuments,
  resumeLinks,
  retentionDeletions,
  saveIdempotencyKeys,
  sessions,
  uploads,
} from '../db/schema/index.ts';

export interface RetentionRun {
  runId: string;
  dryRun: boolean;
  due: DueDeletion[];
  /** Files removed from storage (uploads and letters); none on a dry run. */
  filesRemoved: number;
}

/**
 * Applies the retention schedule (issue 21 "Retention"): lists what is due (dry run) or deletes
 * it, files from storage first, then the rows, and records each deletion without the personal
 * data it removed. An application "became a loan" when a disclosure statement was issued for it.
 * A job queue calls it on a schedule; the clock is injected.
 */
export async function runRetention(options: {
  db: Database;
  storage: FileStorage;
  clock: () => Date;
  dryRun: boolean;
  schedule?: RetentionSchedule;
}): Promise<RetentionRun> {
  const { db, storage } = options;
  const due = dueForDeletion(
    await retained(db),
    options.schedule ?? DEFAULT_RETENTION_SCHEDULE,
    options.clock(),
  );
  const run: RetentionRun = { runId: randomUUID(), dryRun: options.dryRun, due, filesRemoved: 0 };
  if (options.dryRun || due.length === 0) return run;
  const applicationIds = due.filter((d) => d.kind === 'application').map((d) => d.id);
  const identityIds = due.filter((d) => d.kind === 'identity-check').map((d) => d.id);
  if (applicationIds.length) {
    const files = [
      ...(await db
        .select({ ref: uploads.reference })
        .from(uploads)
        .where(inArray(uploads.applicationId, applicationIds))),
      ...(await db
        .select({ ref: lendingDocuments.storageReference })
        .from(lendingDocuments)
        .where(inArray(lendingDocuments.applicationId, applicationIds))),
    ];
    for (const file of files) await storage.remove(file.ref);
    run.filesRemoved = files.length;
  }
  await db.transaction(async (tx) => {
    if (identityIds.length)
      await tx.delete(identityChecks).where(inArray(identityChecks.id, identityIds));
    if (applicationIds.length) {
      for (const table of [
        uploads,
        lendingDocuments,
        identityChecks,
        affordabilityRecords,
        applicationAudits,
        resumeLinks,
        saveIdempotencyKeys,
      ])
        await tx.delete(table).where(inArray(table.applicationId, applicationIds));
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
    await tx.insert(retentionDeletions).values(
      due.map((d) => ({
        runId: run.runId,
        subjectKind: d.kind,
        subjectId: d.id,
        rule: d.rule,
        deletedAt,
      })),
    );
  });
  return run;
}

/** Every application with its last activity, whether it became a loan, and its identity checks. */
async function retained(db: Database): Promise<RetainedApplication[]> {
  const rows = await db
    .select({ id: applications.id, updatedAt: applications.updatedAt })
    .from(applications);
  const documents = await db
    .select({
      applicationId: lendingDocuments.applicationId,
      kind: lendingDocuments.kind,
      createdAt: lendingDocuments.createdAt,
    })
    .from(lendingDocuments);
  const checks = await db
    .select({ id: identityChecks.id, applicationId: identityChecks.applicationId })
    .from(identityChecks);
  return rows.map((row) => {
    const own = documents.filter((d) => d.applicationId === row.id);
    const last = Math.max(row.updatedAt.getTime(), ...own.map((d) => d.createdAt.getTime()));
    return {
      id: row.id,
      becameLoan: own.some((d) => d.kind === 'disclosure'),
      lastActivityAt: new Date(last),
      relationshipEndedAt: null,
      identityCheckIds: checks.filter((c) => c.applicationId === row.id).map((c) => c.id),
    };
  });
}
