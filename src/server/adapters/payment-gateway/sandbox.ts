import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentNotification, PaymentOutcome } from '#domain/contracts/payments.ts';
import type { Env } from '../../env.ts';
import { resolveSecret } from '../captcha/hmac-key.ts';
import type { PaymentStart } from './types.ts';

/** Where the sandbox gateway's hosted payment page lives (src/server/sandboxes/payment-gateway.ts). */
export const SANDBOX_PAYMENT_PAGE_PATH = '/sandbox/payment-gateway/pay';

/** A notification before it is signed. */
export type UnsignedNotification = Omit<PaymentNotification, 'signature'>;

/**
 * The sandbox gateway (PAYMENT_PROVIDER=sandbox): our own hosted page, which tells the shop the
 * outcome with a notification signed by a key both share; the browser's return proves nothing.
 */
export interface SandboxPaymentGateway {
  readonly provider: 'sandbox';
  /** The hosted page the browser goes to for this payment. */
  start(payment: PaymentStart): Promise<string>;
  /** True when the notification carries the gateway's signature over its fields. */
  verify(notification: PaymentNotification): boolean;
  sign(notification: UnsignedNotification): string;
  /** The payment a hosted-page session names, or null when the session was not signed by us. */
  readSession(session: string): { reference: string; amountCents: number } | null;
}

/** What is signed: the fields in a fixed order, so both sides compute the same text. */
function signedText(n: UnsignedNotification): string {
  return [n.transactionId, n.paymentReference, n.outcome, String(n.amountCents)].join('\n');
}

export async function createSandboxPaymentGateway(env: Env): Promise<SandboxPaymentGateway> {
  const key = await resolveSecret({
    configured: env.PAYMENT_GATEWAY_SECRET,
    dataDir: env.DATA_DIR,
    file: 'payment-gateway-key',
    variable: 'PAYMENT_GATEWAY_SECRET',
  });
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('hex');
  const sessionMac = (payment: string) =>
    createHmac('sha256', key).update(`session\n${payment}`).digest('base64url').slice(0, 22);
  const sameMac = (expected: string, given: string) =>
    expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

  return {
    provider: 'sandbox',
    // The session names the payment and its amount, signed, so the hosted page needs no storage
    // of its own; short enough for a path segment (128 bits of MAC). It returns the browser to
    // the result page itself and delivers its notification in-process (sandboxes/payment-gateway.ts).
    async start({ reference, amountCents }) {
      const payment = `${reference}.${amountCents}`;
      return `${SANDBOX_PAYMENT_PAGE_PATH}/${payment}.${sessionMac(payment)}`;
    },
    readSession(session) {
      const match = /^([\w-]{1,64})\.(\d{1,9})\.([\w-]{22})$/.exec(session);
      if (!match || !sameMac(sessionMac(`${match[1]}.${match[2]}`), match[3]!)) return null;
      return { reference: match[1]!, amountCents: Number(match[2]) };
    },
    sign: (notification) => mac(signedText(notification)),
    verify: (notification) => sameMac(mac(signedText(notification)), notification.signature),
  };
}

// spec: the "documented test cards": 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines.
export const SANDBOX_TEST_CARDS: Readonly<Record<string, PaymentOutcome>> = {
  '4111111111111111': 'approved',
  '4000000000000002': 'declined',
};
