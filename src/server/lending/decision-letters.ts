import { and, asc, eq, lte } from 'drizzle-orm';
import { letterEmails } from '#content/lending/letter-emails.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import type { DecisionOutcome } from '#domain/staff/status.ts';
import { emailApplicant } from '../applicant/status-links.ts';
import type { Database } from '../db/client.ts';
import { applications, decisionLetters } from '../db/schema/index.ts';
import type { ServiceDeps } from '../services.ts';
import { recordVersion } from './affordability-records.ts';
import { declineNoticePdf } from './documents/decline-notice.ts';
import { disclosureStatementPdf } from './documents/disclosure.ts';
import { disclosureParticulars } from './documents/disclosure-particulars.ts';
import { storeDocument } from './lending-documents.ts';

/** The job that makes the owed letters (src/server/jobs/app-jobs.ts). */
export const DECISION_LETTERS_JOB = 'lending.decision-letters';
/** Attempts before a letter is marked failed (and shown so in the workspace). */
export const LETTER_ATTEMPTS = 5;
/** The wait before the next attempt: 30 s, then doubled each time (30 s, 1 min, 2 min, 4 min). */
const FIRST_RETRY_MS = 30_000;

export type LetterKind = 'disclosure' | 'decline-notice';
export type LetterState = 'owed' | 'made' | 'failed';
type Executor = Pick<Database, 'insert'>;
export type LetterDeps = Pick<ServiceDeps, 'db' | 'adapters' | 'config' | 'clock' | 'log'>;
type LetterRow = typeof decisionLetters.$inferSelect;

/**
 * Records the decision's letter as owed, in the decision's transaction (issue 21 "Disclosure and
 * the decision's letters", issue 29 finding 3): the disclosure statement for an approval (CCCFA
 * s 17, given before the contract), the decline notice for a decline; nothing yet for a
 * conditional approval. The letters job makes it.
 */
export async function oweDecisionLetter(
  tx: Executor,
  decision: {
    applicationId: string;
    decisionId: number;
    outcome: DecisionOutcome;
    amount: number | null;
    reason: string;
    recordVersion: number | null;
    decidedBy: string;
    now: Date;
  },
): Promise<void> {
  // A conditional approval is not final: its disclosure waits for the approval that follows once
  // the conditions are met (CCCFA s 17 discloses the contract the borrower enters; decision 128).
  if (decision.outcome === 'conditionally-approved') return;
  await tx.insert(decisionLetters).values({
    applicationId: decision.applicationId,
    kind: decision.outcome === 'declined' ? 'decline-notice' : 'disclosure',
    decisionId: decision.decisionId,
    amount: decision.amount,
    reason: decision.reason,
    recordVersion: decision.recordVersion,
    decidedBy: decision.decidedBy,
    nextAttemptAt: decision.now,
    createdAt: decision.now,
  });
}

/** The first payment one period after the statement is given (NZ date); an offer's too. */
export function firstPaymentDate(issuedAt: Date, frequency: 'Weekly' | 'Fortnightly' | 'Monthly') {
  const date = new Date(`${newZealandDate(issuedAt)}T00:00:00Z`);
  if (frequency === 'Monthly') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + (frequency === 'Weekly' ? 7 : 14));
  return date.toISOString().slice(0, 10);
}

type Application = typeof applications.$inferSelect;

/** The letter's PDF: the notice with the reason category, or the disclosure of the decision's record's loan. */
async function letterPdf(deps: LetterDeps, letter: LetterRow, row: Application): Promise<Buffer> {
  const reference = String(row.referenceNumber);
  const issuedAt = deps.clock();
  if (letter.kind === 'decline-notice')
    return declineNoticePdf({
      reference,
      borrowerName: row.applicantName,
      issuedAt,
      reasonCategory: letter.reason,
    });
  // The decision's own record version: its loan is the approved loan (issue 30 finding 1, CCCFA
  // s 9C and s 17): amount, term and frequency as assessed, the rate the server set from the
  // product's configuration when it was saved. The approval was refused unless they matched.
  const assessed = await recordVersion(deps, row.id, letter.recordVersion ?? undefined);
  if (!assessed) throw new Error('the affordability record of the approval is missing');
  const { loan } = assessed.record;
  return disclosureStatementPdf({
    reference,
    borrowerName: row.applicantName,
    issuedAt,
    firstPaymentDate: firstPaymentDate(issuedAt, loan.frequency),
    loan,
    rates: deps.config.site.calculator,
    // The vehicle security and a broker's financed amounts (CCCFA Schedule 1, decision 128).
    ...disclosureParticulars(row.formData),
  });
}

/**
 * Makes one letter: stored and emailed as a status link through the outbox. The outbox worker
 * records the sending when the provider accepts it (CCCFA s 35, decision 128).
 */
async function makeLetter(deps: LetterDeps, letter: LetterRow): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(applications)
    .where(eq(applications.id, letter.applicationId));
  if (!row) throw new Error('the application is gone');
  const bytes = await letterPdf(deps, letter, row);
  await deps.db.transaction(async (tx) => {
    const stored = await storeDocument(
      { ...deps, db: tx, actor: { kind: 'staff', id: letter.decidedBy, roles: [] } },
      {
        applicationId: row.id,
        kind: letter.kind as LetterKind,
        bytes,
        contentType: 'application/pdf',
        ...(letter.recordVersion === null ? {} : { recordVersion: letter.recordVersion }),
      },
    );
    if (row.applicantEmail) {
      // To the address the decision's own email goes to (the application's row), with a link.
      await emailApplicant(
        tx,
        { ...row, formData: { ...row.formData, Email: row.applicantEmail } },
        {
          baseUrl: deps.config.publicBaseUrl,
          days: deps.config.env.STATUS_LINK_DAYS,
          now: deps.clock(),
        },
        {
          kind: `letter-${letter.kind}`,
          subject: letterEmails.subject,
          text: (firstName, reference, link, days) =>
            letterEmails.text(firstName, reference, letter.kind as LetterKind, link, days),
        },
      );
    }
    await tx
      .update(decisionLetters)
      .set({ state: 'made', documentId: stored.id, madeAt: deps.clock(), lastError: null })
      .where(eq(decisionLetters.id, letter.id));
  });
}

/** A failed attempt: tried again after a doubling wait, or failed for good after the last. */
async function attemptFailed(deps: LetterDeps, letter: LetterRow, error: unknown): Promise<void> {
  const attempts = letter.attempts + 1;
  const wait = FIRST_RETRY_MS * 2 ** (attempts - 1);
  const message = error instanceof Error ? error.message.slice(0, 200) : 'unknown fault';
  deps.log.warn({ letter: letter.id, attempts, err: error }, 'a decision letter failed');
  await deps.db
    .update(decisionLetters)
    .set({
      attempts,
      lastError: message,
      state: attempts >= LETTER_ATTEMPTS ? 'failed' : 'owed',
      nextAttemptAt: new Date(deps.clock().getTime() + wait),
    })
    .where(eq(decisionLetters.id, letter.id));
}

/**
 * The letters job's pass (issue 29 finding 3): every owed letter whose attempt is due is made, or
 * its failure recorded for a later attempt. Runs as a `stately` job, so one pass at a time.
 */
export async function produceOwedLetters(
  deps: LetterDeps,
): Promise<{ made: number; failed: number }> {
  const due = await deps.db
    .select()
    .from(decisionLetters)
    .where(and(eq(decisionLetters.state, 'owed'), lte(decisionLetters.nextAttemptAt, deps.clock())))
    .orderBy(asc(decisionLetters.nextAttemptAt))
    .limit(50);
  let made = 0;
  for (const letter of due) {
    try {
      await makeLetter(deps, letter);
      made += 1;
    } catch (error) {
      await attemptFailed(deps, letter, error);
    }
  }
  return { made, failed: due.length - made };
}

/** An application's letters with their state, for the workspace (owed, made or failed). */
export async function lettersOf(
  db: Database,
  applicationId: string,
): Promise<
  { id: string; kind: LetterKind; state: LetterState; attempts: number; createdAt: string }[]
> {
  const rows = await db
    .select()
    .from(decisionLetters)
    .where(eq(decisionLetters.applicationId, applicationId))
    .orderBy(asc(decisionLetters.createdAt));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as LetterKind,
    state: row.state as LetterState,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
  }));
}
