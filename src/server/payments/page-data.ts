import { PAYMENT_RESULT_PARAMETER, type PaymentResult } from '#domain/payment/result.ts';
import type { PageDataLoader } from '../pages/page-data.ts';
import { paymentResult } from './payments.ts';

// References are 32 characters; a longer one is not ours and is not looked up.
const MAX_REFERENCE_LENGTH = 100;

/**
 * SSR data for /make-a-payment/result/?reference=… Key: `paymentResult`, the outcome and amount
 * from our record (null when the reference names no payment). The address only names the payment.
 */
export const paymentResultPageData: PageDataLoader<'payment-result'> = async ({ app, url }) => {
  const reference = url.searchParams.get(PAYMENT_RESULT_PARAMETER) ?? '';
  if (reference === '' || reference.length > MAX_REFERENCE_LENGTH) return { paymentResult: null };
  const row = await paymentResult({ db: app.db }, reference);
  const result: PaymentResult | null = row
    ? { status: row.status as PaymentResult['status'], amountCents: row.amountCents }
    : null;
  return { paymentResult: result };
};
