/**
 * Loan payments (site-and-tools §7): the form's call and the gateway's signed notification. The
 * body takes bounded text; the rule table (src/domain/payment) judges each field.
 */
import { z } from 'zod';
import { ERROR_RESPONSES, ruledField } from './api.ts';
import { CAPTCHA_FALLBACK_BODY } from './form-body.ts';
import { API } from './wire.ts';

export const paymentsContract = {
  ...API.payments,
  body: z.object({
    FullName: ruledField,
    Email: ruledField,
    LoanId: ruledField,
    PaymentAmount: ruledField,
    PageId: ruledField,
    ...CAPTCHA_FALLBACK_BODY,
  }),
  // spec: site-and-tools §7 "200 body is a URL to navigate to"
  response: { 200: z.object({ url: z.string() }), ...ERROR_RESPONSES },
} as const;
export type PaymentsRequest = z.input<typeof paymentsContract.body>;

export const PAYMENT_OUTCOMES = ['approved', 'declined'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The gateway's signed word on a payment (src/server/payments: verified, recorded once). */
export const paymentNotificationContract = {
  ...API.paymentNotification,
  body: z.object({
    /** The gateway's id of this transaction: a repeated notification repeats it. */
    transactionId: z.string().min(1).max(100),
    /** Our payment's reference, given to the gateway when the payment was created. */
    paymentReference: z.string().min(1).max(100),
    outcome: z.enum(PAYMENT_OUTCOMES),
    amountCents: z.number().int().min(0),
    /** Hex HMAC-SHA256 of the other fields (src/server/adapters/payment-gateway). */
    signature: z.string().min(1).max(200),
  }),
  response: {
    200: z.object({ recorded: z.boolean() }),
    ...ERROR_RESPONSES,
  },
} as const;
export type PaymentNotification = z.output<typeof paymentNotificationContract.body>;

/**
 * Windcave's notification (decision 075): it names the session, in the query, and nothing more;
 * the server asks Windcave for the session's outcome. Windcave may call it with GET or POST.
 */
export const paymentGatewayNotificationContract = {
  ...API.paymentGatewayNotification,
  querystring: z.object({ sessionId: z.string().min(1).max(100) }),
  response: paymentNotificationContract.response,
} as const;
