import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentNotification, PaymentsRequest } from '#domain/contracts/payments.ts';
import { PAYMENT_RULES, amountInCents } from '#domain/payment/fields.ts';
import { textValue } from '#domain/validation/text-value.ts';
import { paymentNotifications, payments } from '../db/schema/index.ts';
import { checkForm, storing } from '../form-check.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';

export const BAD_SIGNATURE_MESSAGE = 'The notification is not signed by the payment gateway.';
export const UNKNOWN_PAYMENT_MESSAGE = 'No payment has this reference.';
export const AMOUNT_MISMATCH_MESSAGE = 'The notified amount is not the payment amount.';

/**
 * Creates a payment (site-and-tools §2 "Loan payment page", §7): the rule table again, a pending
 * record under an unguessable reference, and the gateway's hosted page for the browser to go to.
 */
export async function createPayment(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'clock' | 'log' | 'requestId'>,
  body: PaymentsRequest,
): Promise<{ url: string }> {
  checkForm(PAYMENT_RULES, { values: { ...body }, today: deps.clock(), config: undefined });
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
  return { url: deps.adapters.paymentGateway.hostedPageUrl({ reference, amountCents }) };
}

/**
 * Records the gateway's word on a payment, once (issue 9 "verified (signed) and idempotent"): a
 * notification that is not signed is refused (401); a transaction id seen before changes nothing
 * (`recorded: false`); a payment is settled only from pending. The browser's return never settles it.
 */
export async function recordPaymentNotification(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'log'>,
  notification: PaymentNotification,
): Promise<{ recorded: boolean }> {
  if (!deps.adapters.paymentGateway.verify(notification))
    throw new HttpError(401, BAD_SIGNATURE_MESSAGE);
  const { transactionId, paymentReference, outcome, amountCents } = notification;
  return storing(deps.log, () =>
    deps.db.transaction(async (tx) => {
      const [payment] = await tx
        .select({ amountCents: payments.amountCents })
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
        .set({ status: outcome, transactionId, confirmedAt: new Date() })
        .where(and(eq(payments.reference, paymentReference), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return { recorded: settled.length > 0 };
    }),
  );
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
