import {
  LoanServicingRefusedError,
  LoanServicingUnavailableError,
} from '../adapters/loan-servicing/index.ts';
import { HttpError } from '../http-error.ts';

export const SERVICING_UNAVAILABLE_MESSAGE =
  'We cannot reach the loan book just now. Please try again shortly.';

/** A call of the servicing adapter: its outage is a 503, its refusal a 409 with its message. */
export async function servicing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LoanServicingUnavailableError)
      throw new HttpError(503, SERVICING_UNAVAILABLE_MESSAGE);
    if (error instanceof LoanServicingRefusedError) throw new HttpError(409, error.message);
    throw error;
  }
}
