import { eq } from 'drizzle-orm';
import { offerMessages, offerStaffMessages } from '#content/lending/offer.ts';
import { staffMessages } from '#content/staff-workspace.ts';
import { parseNzBankAccount } from '#domain/banking/nz-bank-account.ts';
import { longDate, newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { payoutDay } from '#domain/lending/offer-days.ts';
import type { ApplicationStatus } from '#domain/staff/status.ts';
import { judge } from '#domain/staff/workflow-policy.ts';
import { textValue } from '#domain/validation/text-value.ts';
import { PayoutRefusedError, type PayoutBatch } from '../adapters/payout/index.ts';
import { loanOffers, staffActions } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { bookLoan } from './book-loan.ts';
import { findForStaff, staffAudit, workflowActor, type WorkspaceRow } from '../staff/workflow.ts';
import {
  refusalError,
  touchWorkflow,
  transitionOrThrow,
  writeTransition,
} from '../workflow/transition.ts';
import type { LendingDeps } from '../lending/workspace-lending.ts';
import type { OfferRow } from '../lending/offers/contract.ts';
import { currentOffer, offerFacts } from '../lending/offers/offers.ts';

type Changed = { status: ApplicationStatus; version: number };

/** The signed offer of an application, not cancelled, or 409. */
async function signedOffer(deps: LendingDeps, row: WorkspaceRow): Promise<OfferRow> {
  const offer = await currentOffer(deps.services.db, row.id);
  if (!offer?.signedAt || offer.cancelledAt) throw new HttpError(409, offerMessages.noOffer);
  return offer;
}

/** A change of the offer that is not a status change: one version on, with its audit row. */
async function noteOnOffer(
  deps: LendingDeps,
  row: WorkspaceRow,
  version: number,
  change: { offerId: number; set: Partial<OfferRow>; action: string; details?: object },
): Promise<Changed> {
  const { workspace } = deps;
  return workspace.db.transaction(async (tx) => {
    const moved = await touchWorkflow(tx, row.id, version);
    if (!moved) throw new HttpError(412, staffMessages.changedMeanwhile);
    await tx.update(loanOffers).set(change.set).where(eq(loanOffers.id, change.offerId));
    await tx.insert(staffActions).values({
      ...staffAudit(workspace),
      applicationId: row.id,
      action: change.action,
      details: { ...change.details },
      createdAt: workspace.now,
    });
    return moved;
  });
}

/** How the account was found the borrower's: the name check's answer, or a bank statement seen. */
async function accountHolder(
  deps: LendingDeps,
  row: WorkspaceRow,
  body: { accountNumber: string; method: 'name-check' | 'bank-statement' },
): Promise<{ name: string; check: string }> {
  if (body.method === 'bank-statement') return { name: row.applicantName, check: 'bank-statement' };
  const result = await deps.services.adapters.nameCheck.check({
    accountNumber: body.accountNumber,
    name: row.applicantName,
  });
  if (result.outcome === 'no-match') throw new HttpError(422, offerStaffMessages.noMatch);
  if (result.outcome === 'unavailable')
    throw new HttpError(422, offerStaffMessages.unavailable(result.reason ?? 'no answer'));
  return { name: result.nameOnAccount ?? row.applicantName, check: `name-check:${result.outcome}` };
}

/**
 * Records the payout account, checked as the borrower's (issue 31 part 3, decision 144): the payee
 * name check, or a bank statement the officer saw. Whoever records it may not release the payout.
 */
export async function checkPayoutAccount(
  deps: LendingDeps,
  reference: string,
  body: { version: number; accountNumber: string; method: 'name-check' | 'bank-statement' },
): Promise<Changed> {
  const row = await findForStaff(deps.workspace.db, reference);
  if (row.status !== 'accepted') throw new HttpError(409, offerMessages.noOffer);
  const offer = await signedOffer(deps, row);
  if (!parseNzBankAccount(body.accountNumber))
    throw new HttpError(422, offerStaffMessages.accountInvalid, {
      accountNumber: offerStaffMessages.accountInvalid,
    });
  const holder = await accountHolder(deps, row, body);
  return noteOnOffer(deps, row, body.version, {
    offerId: offer.id,
    set: {
      accountNumber: body.accountNumber,
      accountName: holder.name,
      accountCheck: holder.check,
      accountCheckedBy: deps.workspace.actor.id,
      accountCheckedAt: deps.workspace.now,
    },
    action: 'payout-account-checked',
    details: { check: holder.check },
  });
}

/**
 * Records the borrower's written request for the money within the cancellation period (CCCFA
 * s 27 runs on; decision 144): the payout may then be released before the period ends.
 */
export async function recordEarlyRelease(
  deps: LendingDeps,
  reference: string,
  version: number,
): Promise<Changed> {
  const row = await findForStaff(deps.workspace.db, reference);
  if (row.status !== 'accepted') throw new HttpError(409, offerMessages.noOffer);
  const offer = await signedOffer(deps, row);
  return noteOnOffer(deps, row, version, {
    offerId: offer.id,
    set: { earlyReleaseBy: deps.workspace.actor.id, earlyReleaseAt: deps.workspace.now },
    action: 'early-release-recorded',
  });
}

/**
 * Whether `actor` may release the payout now, judged before any money moves: the policy's
 * four eyes and clocks (decision 144), its cooling-off refusal worded with the period's last day.
 */
function judgeRelease(
  actor: Awaited<ReturnType<typeof workflowActor>>,
  row: WorkspaceRow,
  offer: OfferRow,
  now: Date,
): void {
  const verdict = judge('release-payout', actor, {
    status: row.status as ApplicationStatus,
    openProposal: null,
    approvalBlock: null,
    identityBlock: null,
    offer: offerFacts(offer, now),
  });
  if (verdict.ok) return;
  if (verdict.refusal.kind === 'cooling-off-open')
    throw new HttpError(409, offerStaffMessages.coolingOffOpen(longDate(offer.coolingOffEnds!)));
  const stale = {
    ok: false as const,
    stale: false as const,
    from: row.status as ApplicationStatus,
  };
  throw refusalError({ ...stale, refusal: verdict.refusal }, 'release-payout', undefined, actor);
}

/** Pays the amount of credit into the checked account, once per reference (the adapter's rule). */
async function payOut(deps: LendingDeps, row: WorkspaceRow, offer: OfferRow): Promise<PayoutBatch> {
  try {
    return await deps.services.adapters.payout.payOut(
      [
        {
          reference: String(row.referenceNumber),
          accountNumber: offer.accountNumber!,
          accountName: offer.accountName!,
          amountCents: Math.round(offer.terms.amount * 100),
        },
      ],
      payoutDay(deps.workspace.now),
    );
  } catch (error) {
    if (error instanceof PayoutRefusedError) throw new HttpError(409, error.message);
    throw error;
  }
}

/**
 * An approver releases the payout (issue 31 part 3, decision 144): judged first; the payout
 * adapter pays (its batch, total and hash total kept); then the status moves to paid out with
 * the batch, and the loan is booked from the offer's terms and made active. A release of a
 * paid-out application whose booking failed books it again (bookLoan finds what was made).
 */
export async function releasePayout(
  deps: LendingDeps,
  reference: string,
  version: number,
): Promise<Changed> {
  const { workspace } = deps;
  const row = await findForStaff(workspace.db, reference);
  const offer = await signedOffer(deps, row);
  if (row.status === 'paid-out') return bookAndActivate(deps, row, offer);
  const actor = await workflowActor(workspace);
  judgeRelease(actor, row, offer, workspace.now);
  const batch = await payOut(deps, row, offer);
  await workspace.db.transaction(async (tx) => {
    await transitionOrThrow(tx, {
      applicationId: row.id,
      event: 'release-payout',
      actor,
      version,
      facts: { offer: offerFacts(offer, workspace.now) },
      audit: {
        ...staffAudit(workspace),
        action: 'paid-out',
        details: { batch: batch.batchId, totalCents: batch.totalCents, hashTotal: batch.hashTotal },
      },
      now: workspace.now,
    });
    await tx
      .update(loanOffers)
      .set({ payoutBatchId: batch.batchId, releasedBy: actor.id, releasedAt: workspace.now })
      .where(eq(loanOffers.id, offer.id));
  });
  return bookAndActivate(deps, row, offer);
}

/** Books the loan from the offer's terms (bookLoan) and makes the application active. */
async function bookAndActivate(
  deps: LendingDeps,
  row: WorkspaceRow,
  offer: OfferRow,
): Promise<Changed> {
  const { terms } = offer;
  const paidOn = payoutDay(offer.releasedAt ?? deps.workspace.now);
  await bookLoan(deps.services, {
    applicationId: row.id,
    borrower: {
      firstName: textValue(row.formData.FirstName),
      lastName: textValue(row.formData.LastName),
    },
    loan: {
      externalId: String(row.referenceNumber),
      terms: {
        amount: terms.amount,
        interestPercent: terms.interestPercent,
        termMonths: terms.termMonths,
        frequency: terms.frequency,
        firstPaymentDate: terms.firstPaymentDate,
      },
      rates: terms.rates,
      submittedOn: newZealandDate(offer.signedAt!),
      expectedDisbursementOn: paidOn,
    },
    disbursedOn: paidOn,
  });
  const active = await deps.workspace.db.transaction((tx) =>
    writeTransition(tx, {
      applicationId: row.id,
      event: 'activate',
      actor: { kind: 'system', id: 'loan-booked' },
      version: null,
      audit: {
        actorId: 'system:loan-booked',
        requestId: deps.workspace.requestId,
        action: 'activated',
      },
      now: deps.workspace.now,
    }),
  );
  if (!active.ok) throw new HttpError(409, offerMessages.noOffer);
  return { status: active.status, version: active.version };
}
