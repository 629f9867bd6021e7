import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { lendingDocuments } from '../db/schema/index.ts';

/** The outbox kind of a letter's email: `letter-disclosure`, `letter-decline-notice` … */
export const LETTER_EMAIL_PREFIX = 'letter-';

/**
 * The outbox worker sent a letter's email (the provider accepted it): the letters of that kind
 * made for the application by now, not yet marked sent, were sent now. A
 * disclosure sent electronically is made in law 2 working days after this (CCCFA s 35(3)).
 */
export async function recordLetterSent(
  db: Database,
  email: { kind: string; applicationId: string | null },
  sentAt: Date,
): Promise<void> {
  if (!email.applicationId || !email.kind.startsWith(LETTER_EMAIL_PREFIX)) return;
  await db
    .update(lendingDocuments)
    .set({ sentAt })
    .where(
      and(
        eq(lendingDocuments.applicationId, email.applicationId),
        eq(lendingDocuments.kind, email.kind.slice(LETTER_EMAIL_PREFIX.length)),
        isNull(lendingDocuments.sentAt),
        // Made by now, on the app's clock (the document's time): the outbox's own created_at is
        // the database's clock, which the embedded demo's clock does not move (decision 110).
        lte(lendingDocuments.createdAt, sentAt),
      ),
    );
}
