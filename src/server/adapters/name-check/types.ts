/**
 * A Confirmation of Payee style check before a payout (issue 31 "Payout"): is the account the
 * borrower's? The account holder's name is compared with the borrower's; a close match says
 * which name the bank holds, so the officer can judge it; no match or no answer means the officer
 * records a bank statement instead.
 */
export interface NameCheckRequest {
  /** The account the payout would go to (12-3456-1234567-00 or its digits). */
  accountNumber: string;
  /** The borrower's name as the application gives it. */
  name: string;
}

export type NameCheckOutcome = 'match' | 'close-match' | 'no-match' | 'unavailable';

export interface NameCheckResult {
  outcome: NameCheckOutcome;
  /** The name the bank holds, given only for a close match (as Confirmation of Payee does). */
  nameOnAccount: string | null;
  /** Why there is no answer: no service, or the account number is not an NZ one. */
  reason: string | null;
}

export interface NameCheckAdapter {
  provider: 'sandbox' | 'manual';
  check(request: NameCheckRequest): Promise<NameCheckResult>;
}
