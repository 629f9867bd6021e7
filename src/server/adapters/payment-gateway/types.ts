import type { PaymentOutcome } from '#domain/contracts/payments.ts';

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
