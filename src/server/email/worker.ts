import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailAdapter } from '../adapters/email/index.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import type { Clock } from '../services.ts';
import { recordLetterSent } from './letter-sent.ts';

/**
 * How long a claimed message is the claimer's: a process that dies mid-send leaves the message
 * `sending`, and once this has passed another worker takes it again.
 */
export const EMAIL_LEASE_MS = 60_000;
/** After this many failed attempts a message is `failed` and left for a person to look at. */
export const EMAIL_MAX_ATTEMPTS = 8;
const EMAIL_BATCH_SIZE = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min … doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface EmailWorkerDeps {
  db: Database;
  email: EmailAdapter;
  clock: Clock;
  log: FastifyBaseLogger;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Claims up to `limit` due messages in one statement: pending ones whose time has come and
 * `sending` ones whose lease has run out. On PostgreSQL, SKIP LOCKED lets several workers claim at
 * once without taking the same message; each claim counts an attempt and starts a lease.
 */
export async function claimDueEmails(
  deps: Pick<EmailWorkerDeps, 'db' | 'clock'>,
  limit = EMAIL_BATCH_SIZE,
): Promise<OutboxRow[]> {
  const now = deps.clock();
  const due = deps.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        or(eq(emailOutbox.status, 'pending'), eq(emailOutbox.status, 'sending')),
        lte(emailOutbox.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return deps.db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: later(now, EMAIL_LEASE_MS),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/**
 * Marks a message sent, if this claim still holds it (its attempt count is unchanged), and a
 * letter's email records its letter sent (CCCFA s 35: the disclosure's clock starts there).
 */
async function markSent(deps: Pick<EmailWorkerDeps, 'db' | 'clock'>, row: OutboxRow) {
  const sentAt = deps.clock();
  const marked = await deps.db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts)))
    .returning({ id: emailOutbox.id });
  if (marked.length === 1) await recordLetterSent(deps.db, row, sentAt);
}

async function markFailedAttempt(deps: Pick<EmailWorkerDeps, 'db' | 'clock'>, row: OutboxRow) {
  const giveUp = row.attempts >= EMAIL_MAX_ATTEMPTS;
  await deps.db
    .update(emailOutbox)
    .set(
      giveUp
        ? { status: 'failed' }
        : { status: 'pending', nextAttemptAt: later(deps.clock(), retryDelayMs(row.attempts)) },
    )
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts)));
  return giveUp;
}

/**
 * One pass of the email worker (issue 8 "Emails"): claims the due messages and sends each with
 * its outbox id as the Message-ID, then marks it sent; a failure waits for a retry with backoff.
 * Logs the message's kind and id only, never its recipient or body.
 */
export async function sendDueEmails(
  deps: EmailWorkerDeps,
): Promise<{ sent: number; failed: number }> {
  const claimed = await claimDueEmails(deps);
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    const context = { emailKind: row.kind, emailId: row.id, attempt: row.attempts };
    try {
      await deps.email.send({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
    } catch (error) {
      failed += 1;
      const gaveUp = await markFailedAttempt(deps, row);
      // The code only: a provider's message may quote the recipient.
      const code =
        (error as { code?: unknown; responseCode?: unknown }).responseCode ??
        (error as { code?: unknown }).code;
      deps.log.warn(
        { ...context, code },
        gaveUp ? 'email failed for good' : 'email not sent; will retry',
      );
      continue;
    }
    await markSent(deps, row);
    sent += 1;
    deps.log.info(context, 'email sent');
  }
  return { sent, failed };
}
