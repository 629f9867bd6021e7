import { desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { identityGateMessages as messages } from '#content/staff-workspace.ts';
import type { Database } from '../db/client.ts';
import { enhancedDueDiligence, identityChecks, identityDocumentsSeen } from '../db/schema/index.ts';
import type { Transaction } from '../workflow/transition.ts';

/**
 * The identity gate of an approval (issue 30 finding 2, decision 135), apart from the
 * affordability record's gate. An approval, a conditional approval and a proposal to approve need:
 *
 * - a verified identity (AML/CFT Act s 14-16): the newest electronic check verified the applicant
 *   to the Amended Identity Verification Code of Practice's standard (two independent matching
 *   sources and a link to the person, or one source of high confidence: decision 129), or an
 *   officer recorded the documents seen (what, number, expiry) and an approver, another person,
 *   confirmed them;
 * - for a politically exposed person, enhanced due diligence (s 22(1), s 26: source of funds and
 *   of wealth) recorded and signed off by an approver (senior management approval);
 * - no sanctions match on any check: then no approval at all, and the page says why.
 */
export interface IdentityFacts {
  /** The newest electronic check: whether it verified and met the code of practice's standard. */
  latestCheck: { verified: boolean; meetsStandard: boolean } | null;
  politicallyExposed: boolean;
  sanctioned: boolean;
  documents: { recorded: boolean; confirmed: boolean };
  dueDiligence: { recorded: boolean; signedOff: boolean };
}

/** Why the identity does not allow an approval, in the lender's words, or null when it does. */
export function identityBlockOf(facts: IdentityFacts): string | null {
  if (facts.sanctioned) return messages.sanctioned;
  const reasons: string[] = [];
  const electronic = facts.latestCheck?.verified === true && facts.latestCheck.meetsStandard;
  if (!electronic && !facts.documents.confirmed)
    reasons.push(
      facts.documents.recorded
        ? messages.awaitingConfirmation
        : facts.latestCheck
          ? messages.notVerified
          : messages.noCheck,
    );
  if (facts.politicallyExposed && !facts.dueDiligence.signedOff)
    reasons.push(
      facts.dueDiligence.recorded ? messages.awaitingSignOff : messages.needsDueDiligence,
    );
  return reasons.length ? reasons.join(' ') : null;
}

/** Whether a stored check's evidence says it met the code of practice (null before it was assessed). */
function meetsStandard(evidence: Record<string, unknown>): boolean {
  const standard = evidence.standard as { met?: unknown } | undefined;
  return standard?.met === true;
}

/**
 * The reviews an officer records and an approver other than them confirms (four eyes): each one's
 * table, its column of who confirmed (empty until then), what confirming sets, and its audit.
 */
type Review = typeof identityDocumentsSeen | typeof enhancedDueDiligence;
interface FourEyes {
  table: Review;
  confirmedBy: AnyPgColumn;
  confirm: (by: string, at: Date) => Partial<Review['$inferInsert']>;
  action: string;
}
export type FourEyesReview = 'documentsSeen' | 'dueDiligence';
export const FOUR_EYES: Record<FourEyesReview, FourEyes> = {
  documentsSeen: {
    table: identityDocumentsSeen,
    confirmedBy: identityDocumentsSeen.confirmedBy,
    confirm: (by, at) => ({ confirmedBy: by, confirmedAt: at }),
    action: 'identity-documents-confirmed',
  },
  dueDiligence: {
    table: enhancedDueDiligence,
    confirmedBy: enhancedDueDiligence.signedOffBy,
    confirm: (by, at) => ({ signedOffBy: by, signedOffAt: at }),
    action: 'due-diligence-signed-off',
  },
};

/** Whether the application has a review of this kind, and whether an approver confirmed one. */
async function reviewState(
  db: Database | Transaction,
  review: FourEyesReview,
  applicationId: string,
) {
  const { table, confirmedBy } = FOUR_EYES[review];
  const [state] = await db
    .select({
      recorded: sql<boolean>`count(*) > 0`.mapWith(Boolean),
      confirmed: sql<boolean>`count(${confirmedBy}) > 0`.mapWith(Boolean),
    })
    .from(table)
    .where(eq(table.applicationId, applicationId));
  return state ?? { recorded: false, confirmed: false };
}

/**
 * The identity facts of an application, read in the caller's transaction (the decision's, so the
 * gate judges what is stored when the decision is written) or from the database for a page.
 */
export async function identityFacts(
  db: Database | Transaction,
  applicationId: string,
): Promise<IdentityFacts> {
  // One query after another: in a transaction they share one connection.
  const checks = await db
    .select({
      outcome: identityChecks.outcome,
      politicallyExposed: identityChecks.politicallyExposed,
      sanctioned: identityChecks.sanctioned,
      evidence: identityChecks.evidence,
    })
    .from(identityChecks)
    .where(eq(identityChecks.applicationId, applicationId))
    .orderBy(desc(identityChecks.checkedAt));
  const documents = await reviewState(db, 'documentsSeen', applicationId);
  const diligence = await reviewState(db, 'dueDiligence', applicationId);
  const latest = checks[0];
  return {
    latestCheck: latest
      ? { verified: latest.outcome === 'verified', meetsStandard: meetsStandard(latest.evidence) }
      : null,
    // Any check's flag counts: a later check of another document does not clear a person.
    politicallyExposed: checks.some((check) => check.politicallyExposed),
    sanctioned: checks.some((check) => check.sanctioned),
    documents,
    dueDiligence: { recorded: diligence.recorded, signedOff: diligence.confirmed },
  };
}

/** The identity gate's verdict for an application: the workflow policy's `identityBlock` fact. */
export async function identityBlock(
  db: Database | Transaction,
  applicationId: string,
): Promise<string | null> {
  return identityBlockOf(await identityFacts(db, applicationId));
}
