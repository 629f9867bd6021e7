import { PAYMENT_RESULT_PARAMETER, type PaymentResult } from '#domain/payment/result.ts';
import type { PageDataLoader } from '../pages/page-data-loader.ts';
import { servicesFor } from '../services.ts';
import { paymentResult, settleFromGatewayReturn } from './payments.ts';

// References are 32 characters; a longer one is not ours and is not looked up.
const MAX_REFERENCE_LENGTH = 100;

/** The parameter Windcave appends to the return address: the session the visitor paid in. */
const GATEWAY_SESSION_PARAMETER = 'sessionId';

/**
 * SSR data for /make-a-payment/result/?reference=… Key: `paymentResult`, the outcome and amount
 * from our record (null when the reference names no payment). The address only names the payment;
 * on a return from Windcave (`&sessionId=`) a pending payment is first settled from what Windcave
 * answers when asked about that session.
 */
export const paymentResultPageData: PageDataLoader<'payment-result'> = async ({
  app,
  request,
  url,
}) => {
  const reference = url.searchParams.get(PAYMENT_RESULT_PARAMETER) ?? '';
  if (reference === '' || reference.length > MAX_REFERENCE_LENGTH) return { paymentResult: null };
  const sessionId = url.searchParams.get(GATEWAY_SESSION_PARAMETER);
  if (sessionId) {
    const before = await paymentResult({ db: app.db }, reference);
    if (before?.status === 'pending')
      await settleFromGatewayReturn(servicesFor(app, request), reference, sessionId);
  }
  const row = await paymentResult({ db: app.db }, reference);
  const result: PaymentResult | null = row
    ? { status: row.status as PaymentResult['status'], amountCents: row.amountCents }
    : null;
  return { paymentResult: result };
};
