import type { FastifyInstance } from 'fastify';
import { paymentNotificationContract } from '#domain/contracts/payments.ts';
import type { SandboxPaymentGateway } from '../adapters/payment-gateway/index.ts';

/** The app's sandbox gateway, which tests use to sign notifications as the sandbox page does. */
export function sandboxGateway(app: FastifyInstance): SandboxPaymentGateway {
  const gateway = app.adapters.paymentGateway;
  if (gateway.provider !== 'sandbox') throw new Error('the app does not use the sandbox gateway');
  return gateway;
}

/** The payment's reference, as the hosted payment page's address names it. */
export const paymentReferenceOf = (url: string): string => url.split('/').at(-1)!.split('.')[0]!;

/**
 * The gateway's notification on a payment, signed as the sandbox's page signs it: an approval of
 * $125.50 unless `fields` say otherwise.
 */
export function signedNotice(
  app: FastifyInstance,
  paymentReference: string,
  fields: Record<string, unknown> = {},
) {
  const unsigned = {
    transactionId: 'txn-1',
    paymentReference,
    outcome: 'approved' as const,
    amountCents: 12550,
    ...fields,
  };
  return { ...unsigned, signature: sandboxGateway(app).sign(unsigned) };
}

/** Posts a notification (`signedNotice`) to the site as the gateway does. */
export const postNotice = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({
    method: paymentNotificationContract.method,
    url: paymentNotificationContract.path,
    payload,
  });
