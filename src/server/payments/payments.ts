import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentNotification, PaymentsRequest } from '#domain/contracts/payments.ts';
import { PAYMENT_RULES, amountInCents, formatCents } from '#domain/payment/fields.ts';
import { PAYMENT_RESULT_PARAMETER, PAYMENT_RESULT_PATH } from '#domain/payment/result.ts';
import { API, SERVER_FAULT_MESSAGE } from '#domain/contracts/wire.ts';
import {
  PaymentGatewayUnavailableError,
  type GatewayOutcome,
} from '../adapters/payment-gateway/index.ts';
import { textValue } from '#domain/validation/text-value.ts';
import { paymentReceiptEmail } from '#content/payment-receipt-email.ts';
import { paymentNotifications, payments } from '../db/schema/index.ts';
import { enqueueEmail, type Executor } from '../email/outbox.ts';
import { payableLoan, postPaymentToLoan, type LoanNumberTries } from '../loans/loan-payments.ts';
import { checkForm, storing } from '../form-check.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';

export const BAD_SIGNATURE_MESSAGE = 'The notification is not signed by the payment gateway.';
export const UNKNOWN_PAYMENT_MESSAGE = 'No payment has this reference.';
export const UNKNOWN_SESSION_MESSAGE = 'The payment gateway knows no such session.';
export const AMOUNT_MISMATCH_MESSAGE = 'The notified amount is not the payment amount.';

/**
 * Creates a payment (site-and-tools §2 "Loan payment page", §7): the rule table again, the loan
 * it is for (one that can take it, decision 146: else nothing is made), a pending record under an
 * unguessable reference, and the gateway's hosted page for the browser to go to.
 */
export async function createPayment(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'config' | 'clock' | 'log' | 'requestId' | 'actor'>,
  body: PaymentsRequest,
  tryLoanNumber: LoanNumberTries,
): Promise<{ url: string }> {
  checkForm(PAYMENT_RULES, { values: { ...body }, today: deps.clock(), config: undefined });
  await payableLoan(deps, textValue(body.LoanId), tryLoanNumber);
  const reference = randomBytes(24).toString('base64url');
  const amountCents = amountInCents(textValue(body.PaymentAmount));
  await storing(deps.log, () =>
    deps.db.insert(payments).values({
      reference,
      fullName: textValue(body.FullName),
      email: textValue(body.Email),
      loanId: textValue(body.LoanId),
      amountCents,
      pageId: textValue(body.PageId) || null,
      requestId: deps.requestId,
    }),
  );
  const base = deps.config.publicBaseUrl;
  const returnUrl = new URL(PAYMENT_RESULT_PATH, base);
  returnUrl.searchParams.set(PAYMENT_RESULT_PARAMETER, reference);
  try {
    const url = await deps.adapters.paymentGateway.start({
      reference,
      amountCents,
      returnUrl: returnUrl.toString(),
      notificationUrl: new URL(API.paymentGatewayNotification.path, base).toString(),
    });
    return { url };
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
    deps.log.warn({ reason: error.message }, 'payment gateway unavailable');
    throw new HttpError(503, SERVER_FAULT_MESSAGE);
  }
}

/**
 * Records the gateway's word on a payment, once (issue 9 "verified (signed) and idempotent"): a
 * notification that is not signed is refused (401); a transaction id seen before changes nothing
 * (`recorded: false`); a payment is settled only from pending. The browser's return never settles it.
 */
export async function recordPaymentNotification(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'clock' | 'log'>,
  notification: PaymentNotification,
): Promise<{ recorded: boolean }> {
  const gateway = deps.adapters.paymentGateway;
  if (gateway.provider !== 'sandbox' || !gateway.verify(notification))
    throw new HttpError(401, BAD_SIGNATURE_MESSAGE);
  return recordAndPost(deps, notification);
}

/** Records the outcome, then posts an approved payment to its loan (again on every repeat: once). */
async function recordAndPost(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'clock' | 'log'>,
  verified: GatewayOutcome,
): Promise<{ recorded: boolean }> {
  const result = await recordOutcome(deps, verified);
  await postPaymentToLoan(deps, verified.paymentReference);
  return result;
}

/**
 * Windcave's notification (decision 075): it names a session and nothing more, so the outcome is
 * what Windcave answers when we query that session. A session Windcave does not know is refused
 * (404, a forged notification); one still open records nothing yet; a repeat records nothing new.
 */
export async function recordGatewayNotification(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'clock' | 'log'>,
  sessionId: string,
): Promise<{ recorded: boolean }> {
  const gateway = deps.adapters.paymentGateway;
  if (gateway.provider !== 'windcave') throw new HttpError(404, UNKNOWN_SESSION_MESSAGE);
  let outcome: Awaited<ReturnType<typeof gateway.querySession>>;
  try {
    outcome = await gateway.querySession(sessionId);
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
    deps.log.warn({ reason: error.message }, 'payment gateway unavailable');
    throw new HttpError(503, SERVER_FAULT_MESSAGE);
  }
  if (outcome === null) throw new HttpError(404, UNKNOWN_SESSION_MESSAGE);
  if (outcome === 'pending') return { recorded: false };
  return recordAndPost(deps, outcome);
}

/**
 * Records a verified outcome once: a transaction id seen before changes nothing. An approval
 * queues the payer's receipt in the same transaction, so it is sent once.
 */
async function recordOutcome(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log'>,
  verified: GatewayOutcome,
): Promise<{ recorded: boolean }> {
  const { transactionId, paymentReference, outcome, amountCents } = verified;
  return storing(deps.log, () =>
    deps.db.transaction(async (tx) => {
      const [payment] = await tx
        .select({
          amountCents: payments.amountCents,
          fullName: payments.fullName,
          email: payments.email,
          loanId: payments.loanId,
        })
        .from(payments)
        .where(eq(payments.reference, paymentReference))
        .for('update');
      if (!payment) throw new HttpError(404, UNKNOWN_PAYMENT_MESSAGE);
      if (payment.amountCents !== amountCents) throw new HttpError(422, AMOUNT_MISMATCH_MESSAGE);
      const inserted = await tx
        .insert(paymentNotifications)
        .values({ transactionId, paymentReference, outcome, amountCents })
        .onConflictDoNothing({ target: paymentNotifications.transactionId })
        .returning({ id: paymentNotifications.id });
      if (inserted.length === 0) return { recorded: false };
      const settled = await tx
        .update(payments)
        .set({ status: outcome, transactionId, confirmedAt: deps.clock() })
        .where(and(eq(payments.reference, paymentReference), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      if (settled.length > 0 && outcome === 'approved') await queueReceipt(tx, payment);
      return { recorded: settled.length > 0 };
    }),
  );
}

/** The payer's receipt (issue 31 part 5): their first name, the loan's number and the amount only. */
async function queueReceipt(
  executor: Executor,
  payment: { fullName: string; email: string; loanId: string; amountCents: number },
): Promise<void> {
  const firstName = payment.fullName.trim().split(/\s+/)[0] ?? '';
  await enqueueEmail(executor, {
    kind: paymentReceiptEmail.kind,
    to: payment.email,
    subject: paymentReceiptEmail.subject(payment.loanId),
    text: paymentReceiptEmail.text(firstName, payment.loanId, formatCents(payment.amountCents)),
  });
}

/**
 * The visitor's return from Windcave (decision 075): Windcave appends the session id to the return
 * address, so the result page asks Windcave for that session's outcome rather than waiting for the
 * notification (which may come later, or never) or trusting the address. Only a session Windcave
 * reports for this very payment is recorded; anything else (a forged or stale session id, an
 * outage) leaves our record as it is, and the page shows what it holds.
 */
export async function settleFromGatewayReturn(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'clock' | 'log'>,
  reference: string,
  sessionId: string,
): Promise<void> {
  const gateway = deps.adapters.paymentGateway;
  if (gateway.provider !== 'windcave') return;
  let outcome: Awaited<ReturnType<typeof gateway.querySession>>;
  try {
    outcome = await gateway.querySession(sessionId);
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
    deps.log.warn({ reason: error.message }, 'payment gateway unavailable on return');
    return;
  }
  if (outcome === null || outcome === 'pending' || outcome.paymentReference !== reference) return;
  await recordAndPost(deps, outcome).catch((error: unknown) => {
    if (!(error instanceof HttpError)) throw error;
    deps.log.warn({ status: error.statusCode }, 'payment return not recorded');
  });
}

/** What the result page shows: the outcome and amount from our record, never from the address. */
export async function paymentResult(
  deps: Pick<ServiceDeps, 'db'>,
  reference: string,
): Promise<{ status: string; amountCents: number } | null> {
  const [row] = await deps.db
    .select({ status: payments.status, amountCents: payments.amountCents })
    .from(payments)
    .where(eq(payments.reference, reference));
  return row ?? null;
}
