import { and, eq } from 'drizzle-orm';
import { paymentCopy } from '#content/tools-forms.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { LOAN_ID_TRIES } from '#domain/payment/fields.ts';
import { SERVER_FAULT_MESSAGE } from '#domain/contracts/wire.ts';
import {
  LoanServicingRefusedError,
  LoanServicingUnavailableError,
} from '../adapters/loan-servicing/index.ts';
import { applications, payments } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import { loanByNumber, type CustomerLoan } from './book-loan.ts';
import { closeLoan } from './cancel.ts';

/** Answers whether one more loan number may be tried now (the payer's count, decision 146). */
export type LoanNumberTries = () => Promise<boolean>;

export const TOO_MANY_LOAN_IDS_MESSAGE = paymentCopy.tooManyLoanIds(LOAN_ID_TRIES.windowMinutes);

/**
 * The loan a payment is for (issue 31 part 5, decision 146), checked before any money moves: an
 * open loan with this number and, for a signed-in customer, one of their own. Anything else is the
 * same 422 on LoanId, so a payer learns only that the number cannot take a payment, never whether
 * it is someone's, closed or unknown; every try counts, and past the limit the answer is 429.
 */
export async function payableLoan(
  deps: Pick<ServiceDeps, 'db' | 'actor'>,
  loanNumber: string,
  tryLoanNumber: LoanNumberTries,
): Promise<CustomerLoan> {
  if (!(await tryLoanNumber())) throw new HttpError(429, TOO_MANY_LOAN_IDS_MESSAGE);
  const loan = await loanByNumber(deps, loanNumber);
  const owner = loan ? await ownerOf(deps, loan) : null;
  const theirs = deps.actor.kind !== 'customer' || owner === deps.actor.id;
  if (!loan || loan.closedAt || !theirs)
    throw new HttpError(422, paymentCopy.loanNotPayable, { LoanId: paymentCopy.loanNotPayable });
  return loan;
}

async function ownerOf(deps: Pick<ServiceDeps, 'db'>, loan: CustomerLoan): Promise<string | null> {
  const [row] = await deps.db
    .select({ owner: applications.ownerAccountId })
    .from(applications)
    .where(eq(applications.id, loan.applicationId));
  return row?.owner ?? null;
}

/**
 * Posts an approved payment to its loan in the servicing system (issue 31 part 5), keyed by the
 * payment's reference, so every repeat of the gateway's notification may call it and the loan gets
 * the payment once. A payment that repays the loan in full marks it closed. An unreachable
 * servicing system is a 503, so the gateway notifies again; one that refuses the payment (the loan
 * closed meanwhile, more than the balance) is logged for staff: the money is taken already.
 */
export async function postPaymentToLoan(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'clock' | 'log'>,
  reference: string,
): Promise<void> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.status, 'approved')));
  const loan = payment ? await loanByNumber(deps, payment.loanId) : null;
  if (!payment || !loan) return;
  const servicing = deps.adapters.loanServicing;
  try {
    await servicing.postRepayment(loan.servicingLoanId, {
      amountCents: payment.amountCents,
      receivedOn: newZealandDate(payment.confirmedAt ?? deps.clock()),
      externalId: reference,
    });
    const after = await servicing.readLoan(loan.servicingLoanId);
    // Repaid: retention's relationship end, and the application closed (decisions 138, 145).
    if (after?.status === 'closed') await closeLoan(deps, loan.accountNumber);
  } catch (error) {
    if (error instanceof LoanServicingRefusedError) {
      deps.log.warn({ code: error.code }, 'loan servicing refused a payment: staff to post it');
      return;
    }
    if (!(error instanceof LoanServicingUnavailableError)) throw error;
    deps.log.warn({ reason: error.message }, 'loan servicing unavailable for a payment');
    throw new HttpError(503, SERVER_FAULT_MESSAGE);
  }
}
