import type { DocumentFromUs } from './application-status.ts';

/**
 * One of the customer's loans as the portal shows it (issue 31 part 5): what the lender's
 * servicing system holds of it, read at each visit. Money in cents, dates YYYY-MM-DD (New Zealand).
 */
export interface PortalLoan {
  /** The loan's number: what the customer quotes to pay (never put in an address). */
  number: string;
  status: 'active' | 'closed';
  /** Everything still owed on the schedule. */
  balanceCents: number;
  /** The earliest instalment not paid in full, with what is left of it; null once repaid. */
  nextPayment: { dueDate: string; amountCents: number } | null;
  arrearsDays: number;
  schedule: Array<{ number: number; dueDate: string; totalCents: number; paidCents: number }>;
  /** Payments received, oldest first. */
  payments: Array<{ date: string; amountCents: number }>;
  /** The application's stored lending documents for the borrower (disclosure, contract, ...). */
  documents: DocumentFromUs[];
}

/** The portal's loans, or null when the servicing system cannot be asked just now. */
export type PortalLoans = PortalLoan[] | null;

/**
 * What the loan's "Make a payment" hands the payment page (decision 146): in-memory navigation
 * state, never the address or browser storage.
 */
export interface PaymentPageState {
  loanNumber: string;
}

/** The payment page's state from a navigation, when it is one of ours. */
export function paymentPageState(state: unknown): PaymentPageState | null {
  const loanNumber = (state as { loanNumber?: unknown } | null | undefined)?.loanNumber;
  return typeof loanNumber === 'string' ? { loanNumber } : null;
}
