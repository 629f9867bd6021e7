import type { PaymentOutcome } from '#domain/contracts/payments.ts';
import type { Env } from '../../env.ts';
import { createSandboxPaymentGateway, type SandboxPaymentGateway } from './sandbox.ts';
import { createWindcaveGateway, type WindcavePaymentGateway } from './windcave.ts';

export type { SandboxPaymentGateway } from './sandbox.ts';
export type { WindcavePaymentGateway } from './windcave.ts';

/** A payment to start at the gateway: our reference, the amount, and where the gateway answers. */
export interface PaymentStart {
  reference: string;
  amountCents: number;
  /** Where the browser comes back to (the result page, which reads our record). */
  returnUrl: string;
  /** Where the gateway tells our server, server to server. */
  notificationUrl: string;
}

/** The gateway's verified word on a payment: from a signature we checked or a query we made. */
export interface GatewayOutcome {
  transactionId: string;
  paymentReference: string;
  outcome: PaymentOutcome;
  amountCents: number;
}

/** The gateway cannot be reached or gave an answer we cannot read: the caller answers 503. */
export class PaymentGatewayUnavailableError extends Error {}

/**
 * A payment gateway with a hosted payment page (decision 035, 075). Card numbers go only to the
 * gateway's page; the outcome comes from the gateway server to server, never from the browser.
 * `provider` tells which protocol carries that outcome: the sandbox signs its notification, and
 * Windcave's notification only names a session we then query.
 */
export type PaymentGateway = SandboxPaymentGateway | WindcavePaymentGateway;

export async function createPaymentGateway(env: Env): Promise<PaymentGateway> {
  if (env.PAYMENT_PROVIDER === 'windcave')
    return createWindcaveGateway({
      apiUrl: env.WINDCAVE_API_URL,
      username: env.WINDCAVE_USERNAME!,
      apiKey: env.WINDCAVE_API_KEY!,
    });
  return createSandboxPaymentGateway(env);
}
