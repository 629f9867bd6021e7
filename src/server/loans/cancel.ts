import { eq } from 'drizzle-orm';
import { offerMessages, offerStaffMessages } from '#content/lending/offer.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { APPLICANT_ACTOR, type ApplicantRow } from '../applicant/answers.ts';
import { accounts, loanOffers } from '../db/schema/index.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { HttpError } from '../http-error.ts';
import { loanByNumber, markLoanClosed } from './book-loan.ts';
import type { ServiceDeps } from '../services.ts';
import { writeTransition, type Transaction } from '../workflow/transition.ts';
import type { OfferRow } from '../lending/offers/contract.ts';
import { applicantOfferStep, currentOffer } from '../lending/offers/offers.ts';

/**
 * The borrower cancels their loan within the cancellation period (issue 31 part 2; CCCFA s 27
 * with s 35), in one step from the portal or the status link. After the period the policy refuses
 * it, naming the day it ended. The cancellation records who and when; before the payout it stops
 * the payout (the policy releases none from cancelled); after it, the amount to repay (the amount
 * of credit received, CCCFA s 28; costs and interest are worked out by staff). The assignee is
 * emailed a notice.
 */
export async function cancelLoan(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'requestId'>,
  row: ApplicantRow,
): Promise<void> {
  const offer = await currentOffer(deps.db, row.id);
  if (!offer?.signedAt) throw new HttpError(409, offerMessages.cannotCancel);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const step = { applicationId: row.id, event: 'cancel', action: 'cancelled', now } as const;
    const cancelled = await applicantOfferStep(tx, deps, offer, step);
    if (!cancelled.ok)
      throw new HttpError(
        409,
        !cancelled.stale && cancelled.refusal.kind === 'cooling-off-ended' && offer.coolingOffEnds
          ? offerMessages.coolingOffEnded(longDate(offer.coolingOffEnds))
          : offerMessages.cannotCancel,
      );
    await tx
      .update(loanOffers)
      .set({
        cancelledAt: now,
        cancelledBy: APPLICANT_ACTOR,
        repayCents: offer.releasedAt ? Math.round(offer.terms.amount * 100) : null,
      })
      .where(eq(loanOffers.id, offer.id));
    await noticeToStaff(tx, row, offer);
  });
}

/** The assignee's notice of a cancellation: the reference only. */
async function noticeToStaff(tx: Transaction, row: ApplicantRow, offer: OfferRow): Promise<void> {
  const staffId = row.assignedTo ?? offer.madeBy;
  const [member] = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, staffId));
  if (!member) return;
  const reference = String(row.referenceNumber);
  await enqueueEmail(tx, {
    kind: 'loan-cancelled-staff',
    applicationId: row.id,
    to: member.email,
    subject: offerStaffMessages.cancelledTask(reference),
    text: offerStaffMessages.cancelledTask(reference),
  });
}

/**
 * The loan is repaid (issue 31 part 6): the servicing side calls this with the loan's number. It
 * records the relationship's end (markLoanClosed) and moves the application from active to
 * closed (`close`, as the system). Calling it again changes nothing.
 */
export async function closeLoan(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  accountNumber: string,
): Promise<void> {
  const loan = await loanByNumber(deps, accountNumber);
  if (!loan) throw new Error(`no customer loan numbered ${accountNumber}`);
  await markLoanClosed(deps, accountNumber);
  await deps.db.transaction((tx) =>
    writeTransition(tx, {
      applicationId: loan.applicationId,
      event: 'close',
      actor: { kind: 'system', id: 'loan-repaid' },
      version: null,
      audit: { actorId: 'system:loan-repaid', requestId: null, action: 'closed' },
      now: deps.clock(),
    }),
  );
}
