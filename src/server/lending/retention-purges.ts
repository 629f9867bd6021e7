import { and, asc, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  PURGED_RECORDS,
  purgeCutoffs,
  type DueDeletion,
  type PurgedRecord,
  type RetentionSchedule,
} from '#domain/lending/retention.ts';
import type { Database } from '../db/client.ts';
import {
  clientLogs,
  complaintLetters,
  complaintNotes,
  complaints,
  contactMessages,
  emailOutbox,
  retentionDeletions,
  sandboxEmails,
} from '../db/schema/index.ts';

/** A table purged by age alone: its id, the moment its age counts from, and which rows may go. */
interface Purgeable {
  table: PgTable;
  id: AnyPgColumn;
  age: SQL;
  only?: SQL;
  /** Rows of other tables that belong to it, deleted first: the table and the column naming it. */
  children?: readonly { table: PgTable; parent: AnyPgColumn }[];
}

/**
 * The records that go on their own clock (issue 30 finding 10, Privacy Act 2020 IPP 9). The
 * outbox's messages count from when they were sent (or written, when given up on); one still to
 * go is never purged, or it would be lost.
 */
const PURGEABLE: Readonly<Record<PurgedRecord, Purgeable>> = {
  'email-outbox': {
    table: emailOutbox,
    id: emailOutbox.id,
    age: sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt})`,
    only: inArray(emailOutbox.status, ['sent', 'failed']),
  },
  'sandbox-email': {
    table: sandboxEmails,
    id: sandboxEmails.messageId,
    age: sql`${sandboxEmails.deliveredAt}`,
  },
  'client-log': { table: clientLogs, id: clientLogs.id, age: sql`${clientLogs.createdAt}` },
  'contact-message': {
    table: contactMessages,
    id: contactMessages.id,
    age: sql`${contactMessages.createdAt}`,
  },
  // Counted from its closing (resolved or deadlocked); an open complaint has none, so stays.
  complaint: {
    table: complaints,
    id: complaints.id,
    age: sql`${complaints.closedAt}`,
    only: isNotNull(complaints.closedAt),
    children: [
      { table: complaintNotes, parent: complaintNotes.complaintId },
      { table: complaintLetters, parent: complaintLetters.complaintId },
    ],
  },
};

/** Rows read (and deleted) at a time. */
const PURGE_PAGE_SIZE = 500;

/**
 * Lists (dry run) or deletes each purged record older than the schedule's days at `now`, a page
 * at a time in id order; each page's rows go in one transaction with their audit rows (id and
 * rule, never the content).
 */
export async function purgeOldRecords(options: {
  db: Database;
  schedule: RetentionSchedule;
  now: Date;
  dryRun: boolean;
  runId: string;
  pageSize?: number;
}): Promise<DueDeletion[]> {
  const cutoffs = purgeCutoffs(options.schedule, options.now);
  const due: DueDeletion[] = [];
  for (const kind of PURGED_RECORDS) {
    const { table, id, age, only, children = [] } = PURGEABLE[kind];
    let after: string | number | null = null;
    for (;;) {
      const rows = (await options.db
        .select({ id })
        .from(table)
        .where(
          and(
            only,
            sql`${age} < ${cutoffs[kind].toISOString()}::timestamptz`,
            after === null ? undefined : gt(id, after),
          ),
        )
        .orderBy(asc(id))
        .limit(options.pageSize ?? PURGE_PAGE_SIZE)) as { id: string | number }[];
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      const page = rows.map((row) => ({
        kind,
        id: String(row.id),
        rule: `${kind}-after-days` as const,
      }));
      due.push(...page);
      if (options.dryRun) continue;
      const ids = rows.map((row) => row.id);
      await options.db.transaction(async (tx) => {
        for (const child of children)
          await tx.delete(child.table).where(inArray(child.parent, ids));
        await tx.delete(table).where(inArray(id, ids));
        await tx.insert(retentionDeletions).values(
          page.map((d) => ({
            runId: options.runId,
            subjectKind: d.kind,
            subjectId: d.id,
            rule: d.rule,
            deletedAt: options.now,
          })),
        );
      });
    }
  }
  return due;
}
