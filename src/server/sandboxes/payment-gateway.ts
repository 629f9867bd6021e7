import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paymentNotificationContract } from '#domain/contracts/payments.ts';
import { formatCents } from '#domain/payment/fields.ts';
import { PAYMENT_RESULT_PATH, PAYMENT_RESULT_PARAMETER } from '#domain/payment/result.ts';
import {
  SANDBOX_PAYMENT_PAGE_PATH,
  SANDBOX_TEST_CARDS,
  type UnsignedNotification,
} from '../adapters/payment-gateway/sandbox.ts';
import { errorText, escapeHtml, sandboxPage } from './html.ts';

const card = z.object({
  CardNumber: z.string().max(40),
  CardExpiry: z.string().max(10),
  CardSecurityCode: z.string().max(10),
});
type CardErrors = Partial<Record<keyof z.infer<typeof card>, string>>;

/**
 * The payment gateway's sandbox (issue 9): a hosted payment page of ours with documented test
 * cards. Card details are posted here and only here, checked and forgotten: they are never stored
 * and never logged (src/server/logger.ts redacts their names). The outcome goes to the shop as a
 * signed notification, like a real gateway's, then the browser returns to the result page.
 */
export async function paymentGatewaySandbox(app: FastifyInstance): Promise<void> {
  const gateway = app.adapters.paymentGateway;
  // Only with PAYMENT_PROVIDER=sandbox: the test cards must never pay in a real deployment.
  if (gateway.provider !== 'sandbox') return;

  app.get(`${SANDBOX_PAYMENT_PAGE_PATH}/:session`, async (request, reply) => {
    const session = gateway.readSession((request.params as { session: string }).session);
    reply.type('text/html');
    if (!session) return reply.status(404).send(unknownSession());
    return reply.send(payPage(session.amountCents));
  });

  app.post(`${SANDBOX_PAYMENT_PAGE_PATH}/:session`, async (request, reply) => {
    const session = gateway.readSession((request.params as { session: string }).session);
    reply.type('text/html');
    if (!session) return reply.status(404).send(unknownSession());
    const parsed = card.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send(payPage(session.amountCents, { CardNumber: CARD_ERROR }));
    const { outcome, errors } = checkCard(parsed.data, new Date());
    // A page asking again, as a hosted page does: 200, the errors on it.
    if (!outcome) return reply.send(payPage(session.amountCents, errors));

    const notification: UnsignedNotification = {
      transactionId: randomUUID(),
      paymentReference: session.reference,
      outcome,
      amountCents: session.amountCents,
    };
    // The gateway tells the shop server to server; the shop trusts only this signed word.
    const delivered = await app.inject({
      method: paymentNotificationContract.method,
      url: paymentNotificationContract.path,
      payload: { ...notification, signature: gateway.sign(notification) },
    });
    if (delivered.statusCode !== 200) {
      request.log.warn({ status: delivered.statusCode }, 'sandbox gateway notification refused');
      return reply.status(502).send(notDelivered());
    }
    const result = `${PAYMENT_RESULT_PATH}?${PAYMENT_RESULT_PARAMETER}=${encodeURIComponent(session.reference)}`;
    return reply.redirect(result, 303);
  });
}

const CARD_ERROR = 'Use one of the test cards: 4111 1111 1111 1111 or 4000 0000 0000 0002.';
const EXPIRY_ERROR = 'Enter a future expiry date as MM/YY.';
const CODE_ERROR = 'Enter the 3 or 4 digit security code.';

function checkCard(
  input: z.infer<typeof card>,
  today: Date,
): { outcome: 'approved' | 'declined' | null; errors: CardErrors } {
  const errors: CardErrors = {};
  const outcome = SANDBOX_TEST_CARDS[input.CardNumber.replace(/[\s-]/g, '')] ?? null;
  if (!outcome) errors.CardNumber = CARD_ERROR;
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(input.CardExpiry.trim());
  const expiresAfter = expiry
    ? new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1))
    : null;
  if (!expiresAfter || expiresAfter <= today) errors.CardExpiry = EXPIRY_ERROR;
  if (!/^\d{3,4}$/.test(input.CardSecurityCode.trim())) errors.CardSecurityCode = CODE_ERROR;
  return { outcome: Object.keys(errors).length === 0 ? outcome : null, errors };
}

function input(
  name: keyof CardErrors,
  label: string,
  autocomplete: string,
  errors: CardErrors,
): string {
  const error = errors[name];
  const errorId = `${name}-error`;
  return `<label for="${name}">${label}</label>${errorText(errorId, error)}<input type="text" id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="numeric"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>`;
}

function payPage(amountCents: number, errors: CardErrors = {}): string {
  const amount = escapeHtml(formatCents(amountCents));
  return sandboxPage({
    title: 'Pay by card',
    body: `<h1>Pay ${amount} by card</h1>
<p class="hint">Test cards: 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines; any future expiry (MM/YY) and any 3 digit security code.</p>
<form method="post" novalidate>
${input('CardNumber', 'Card number', 'cc-number', errors)}
${input('CardExpiry', 'Expiry (MM/YY)', 'cc-exp', errors)}
${input('CardSecurityCode', 'Security code', 'cc-csc', errors)}
<button type="submit">Pay ${amount}</button></form>`,
  });
}

function unknownSession(): string {
  return sandboxPage({
    title: 'Payment not found',
    body: '<h1>This payment link is not valid</h1><p>Please start your payment again.</p>',
  });
}

function notDelivered(): string {
  return sandboxPage({
    title: 'Payment not confirmed',
    body: '<h1>The shop could not be told about this payment</h1><p>Please start your payment again.</p>',
  });
}
