import { and, eq, sql } from 'drizzle-orm';
import { isStorableText } from '#domain/contracts/text.ts';
import { submittedEmail } from '#content/applicant-status.ts';
import type { Database } from '../db/client.ts';
import { applications, emailOutbox, jointInvitations } from '../db/schema/index.ts';
import type { PageDataLoader } from '../pages/page-data-loader.ts';
import type { LoanApplicationOutcome } from '#domain/loan-application/outcome.ts';
import { CREDIT_DECISIONS } from '../adapters/credit/index.ts';
import { applicationReference } from './application-access.ts';
import { SUBMITTED_EMAIL_KIND } from './save/write.ts';

// Tokens are 43 characters; a longer appref, or one with text no token holds, is not looked up.
const MAX_APPREF_LENGTH = 100;

/** Guessing apprefs is slow work: a client may look up this many a minute (issue 12 finding 7). */
export const APPREF_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Whether the applicant's submit email with this subject is in the outbox (queued or sent). */
async function inOutbox(db: Database, subject: string): Promise<boolean> {
  const [email] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, SUBMITTED_EMAIL_KIND), eq(emailOutbox.subject, subject)))
    .limit(1);
  return email !== undefined;
}

/**
 * SSR data for /loan-application/success/?appref=TOKEN (loan-application §2). Key:
 * `loanApplicationOutcome`, null when the appref names no completed application (the page then
 * shows its not-found state).
 */
export const loanApplicationOutcomePageData: PageDataLoader<'loan-application-success'> = async ({
  app,
  request,
  url,
}) => {
  const appref = url.searchParams.get('appref') ?? '';
  if (appref === '' || appref.length > MAX_APPREF_LENGTH || !isStorableText(appref))
    return { loanApplicationOutcome: null };
  // Over the limit, an appref is not looked up at all: the page shows its not-found state.
  if ((await app.apprefRateLimit(request)).isExceeded) {
    request.log.warn('appref look-ups over the rate limit');
    return { loanApplicationOutcome: null };
  }
  const [row] = await app.db
    .select({
      referenceNumber: applications.referenceNumber,
      decision: applications.creditDecision,
      jointInvited: sql<boolean>`${jointInvitations.primaryApplicationId} is not null`,
      brokerCopy: sql<boolean>`coalesce(${applications.formData}->>'BrokerEmailSubmission', '') <> ''`,
    })
    .from(applications)
    .leftJoin(jointInvitations, eq(jointInvitations.primaryApplicationId, applications.id))
    .where(and(eq(applications.token, appref), eq(applications.complete, true)))
    .limit(1);
  const variant = CREDIT_DECISIONS.find((decision) => decision === row?.decision);
  if (!row || !variant) return { loanApplicationOutcome: null };
  const outcome: LoanApplicationOutcome = {
    reference: applicationReference(row),
    variant,
    emailed: {
      // The submit email as the save queued it (write.ts): its subject carries the reference.
      applicant: await inOutbox(app.db, submittedEmail.subject(String(row.referenceNumber))),
      jointApplicant: row.jointInvited === true,
      broker: row.brokerCopy === true,
    },
  };
  return { loanApplicationOutcome: outcome };
};
