import { desc, eq } from 'drizzle-orm';
import { offerEmails, offerStaffMessages } from '#content/lending/offer.ts';
import { stillOpen, type OfferTerms } from '#domain/lending/offer.ts';
import { offerExpiresOn } from '#domain/lending/offer-days.ts';
import type { ApplicationStatus } from '#domain/staff/status.ts';
import type { OfferFacts, WorkflowEvent } from '#domain/staff/workflow-policy.ts';
import { writeApplicantTransition } from '../../applicant/answers.ts';
import { emailApplicant } from '../../applicant/status-links.ts';
import type { Database } from '../../db/client.ts';
import { applicationDecisions, loanOffers } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import type { ServiceDeps } from '../../services.ts';
import {
  changeAsStaff,
  findForStaff,
  type WorkspaceDeps,
  type WorkspaceRow,
} from '../../staff/workflow.ts';
import { type Transaction } from '../../workflow/transition.ts';
import { lastDecision, recordVersion } from '../affordability-records.ts';
import { firstPaymentDate } from '../decision-letters.ts';
import type { OfferRow } from './contract.ts';

type Reader = Pick<Database, 'select'>;

/** The application's current offer: its newest, or null when none was made. */
export async function currentOffer(db: Reader, applicationId: string): Promise<OfferRow | null> {
  const [offer] = await db
    .select()
    .from(loanOffers)
    .where(eq(loanOffers.applicationId, applicationId))
    .orderBy(desc(loanOffers.id))
    .limit(1);
  return offer ?? null;
}

/** The workflow policy's facts of an offer at `now` (decisions 143 and 144). */
export function offerFacts(offer: OfferRow | null, now: Date): OfferFacts | null {
  if (!offer) return null;
  return {
    expired: !stillOpen(offer.expiresOn, now),
    coolingOffOpen: offer.coolingOffEnds !== null && stillOpen(offer.coolingOffEnds, now),
    earlyRelease: offer.earlyReleaseAt !== null,
    accountCheckedBy: offer.accountCheckedBy,
  };
}

/**
 * The terms the approval fixes (CCCFA s 9C, decision 133): the loan of the approval's own record
 * version (amount, rate, term, frequency), the product's fees now, the first payment one period
 * after the offer is made, as the disclosure letter counts it.
 */
async function approvedTerms(
  deps: Pick<ServiceDeps, 'config'> & { db: Reader },
  applicationId: string,
  now: Date,
): Promise<OfferTerms> {
  const approval = await lastDecision(
    deps.db,
    applicationId,
    eq(applicationDecisions.outcome, 'approved'),
  );
  const assessed =
    approval &&
    (await recordVersion(deps, applicationId, approval.affordabilityVersion ?? undefined));
  if (!assessed) throw new HttpError(409, offerStaffMessages.noApproval);
  const { loan } = assessed.record;
  return {
    recordVersion: assessed.version,
    amount: loan.amount,
    interestPercent: loan.interestPercent,
    termMonths: loan.termMonths,
    frequency: loan.frequency,
    firstPaymentDate: firstPaymentDate(now, loan.frequency),
    rates: deps.config.site.calculator,
  };
}

/**
 * The applicant's step on their offer (signing it, cancelling the loan) through the one writer,
 * with the offer's facts at `now`.
 */
export function applicantOfferStep(
  tx: Transaction,
  deps: { requestId: string | null },
  offer: OfferRow,
  step: { applicationId: string; event: WorkflowEvent; action: string; now: Date },
) {
  return writeApplicantTransition(tx, {
    ...step,
    facts: { offer: offerFacts(offer, step.now) },
    requestId: deps.requestId,
  });
}

/**
 * Staff make the offer of an approved application (issue 31 part 1, `make-offer`): its terms fixed
 * now, open for the product's configured working days, and the applicant emailed a status link.
 */
export async function makeOffer(
  deps: WorkspaceDeps,
  reference: string,
  version: number,
): Promise<{ status: ApplicationStatus; version: number }> {
  const row = await findForStaff(deps.db, reference);
  const step = { event: 'make-offer', version, action: 'offered' } as const;
  return changeAsStaff(deps, row, step, async (tx) => {
    const terms = await approvedTerms({ db: tx, config: deps.config }, row.id, deps.now);
    await tx.insert(loanOffers).values({
      applicationId: row.id,
      terms,
      madeBy: deps.actor.id,
      madeAt: deps.now,
      expiresOn: offerExpiresOn(deps.now, deps.config.site.product.offerValidWorkingDays),
    });
    await emailOffer(tx, deps, row);
  });
}

async function emailOffer(tx: Transaction, deps: WorkspaceDeps, row: WorkspaceRow) {
  await emailApplicant(
    tx,
    row,
    { ...deps.links, now: deps.now },
    { kind: 'offer-made', subject: offerEmails.offerSubject, text: offerEmails.offerText },
  );
}
