/** The page the payment gateway returns the browser to (issue 9 "a result page"), and its one parameter. */
export const PAYMENT_RESULT_PATH = '/make-a-payment/result/';
/** The payment's unguessable reference: the page reads the outcome from our record with it. */
export const PAYMENT_RESULT_PARAMETER = 'reference';

/** What the result page shows: from our record, never from the address. */
export interface PaymentResult {
  status: 'pending' | 'approved' | 'declined';
  amountCents: number;
}
