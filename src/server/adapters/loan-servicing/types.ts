import type { CalculatorRates } from '#domain/calculator/calculator.ts';
import type { LoanSchedule, ScheduleTerms } from '#domain/calculator/schedule.ts';
import type { HardshipArrangement } from '#domain/hardship/hardship.ts';

/**
 * The lender's loan-servicing system (issue 31 "The loan in the lender's servicing system"): the
 * loan's accounts live there, not here. Money is in cents, dates are YYYY-MM-DD (New Zealand).
 * Our application reference is the loan's and the client's `externalId`; every write names an
 * idempotency key made from it, so a retry after a timeout or a crash never makes a second client,
 * loan or repayment.
 */
export interface ServicingClient {
  /** Our reference for the borrower (the application reference): the client's externalId. */
  externalId: string;
  firstName: string;
  lastName: string;
}

/** The approved terms, as the disclosure statement states them. */
export interface ApprovedLoan {
  /** Our application reference: the loan's externalId. */
  externalId: string;
  terms: ScheduleTerms;
  /** The product's fees (the calculator configuration) the disclosure used. */
  rates: CalculatorRates;
  /** YYYY-MM-DD the loan is submitted. */
  submittedOn: string;
  /** YYYY-MM-DD the money is expected to be paid out. */
  expectedDisbursementOn: string;
}

export type ServicingLoanStatus = 'submitted' | 'approved' | 'active' | 'closed';

export interface ServicingTransaction {
  id: string;
  kind: 'disbursement' | 'repayment';
  date: string;
  amountCents: number;
  principalCents: number;
  interestCents: number;
  feeCents: number;
  /** Our reference for the transaction (a repayment's payment reference). */
  externalId: string | null;
}

export interface ServicingInstalmentState {
  number: number;
  dueDate: string;
  totalCents: number;
  paidCents: number;
}

export interface ServicingSummary {
  /** Everything still owed on the schedule: principal, interest and fees. */
  balanceCents: number;
  principalOutstandingCents: number;
  /** The earliest instalment not paid in full, with what is left of it; null once repaid. */
  nextPayment: { dueDate: string; amountCents: number } | null;
  /** Days since the earliest instalment past its day and not paid in full; 0 when none. */
  arrearsDays: number;
}

export interface ServicingLoan {
  /** The servicing system's id for the loan. */
  loanId: string;
  /** The loan's number: what the customer quotes to pay (7 or more digits). */
  accountNumber: string;
  externalId: string;
  status: ServicingLoanStatus;
  principalCents: number;
  schedule: LoanSchedule;
  instalments: ServicingInstalmentState[];
  transactions: ServicingTransaction[];
  summary: ServicingSummary;
}

export interface RepaymentInput {
  amountCents: number;
  /** YYYY-MM-DD the money was received. */
  receivedOn: string;
  /** Our payment reference: the transaction's externalId and its idempotency key. */
  externalId: string;
}

/**
 * An agreed hardship arrangement (CCCFA s 55, issue 32): the payments falling due in its months
 * become its payment (0: a pause), what they leave unpaid added at the end (varySchedule).
 */
export interface LoanReschedule {
  /** Our reference for it (the hardship application's): its idempotency key. */
  externalId: string;
  arrangement: HardshipArrangement;
  /** YYYY-MM-DD the change is agreed. */
  agreedOn: string;
}

export interface LoanServicingAdapter {
  provider: 'sandbox' | 'fineract';
  /** Creates the borrower, or finds the one with the same externalId. */
  createClient(client: ServicingClient): Promise<{ clientId: string }>;
  /** The schedule the servicing system would book for the terms, without booking anything. */
  previewSchedule(loan: ApprovedLoan): Promise<LoanSchedule>;
  /**
   * Books the loan for the client from the approved terms; the same externalId again gives the
   * same loan. Refuses (ScheduleMismatchError) when the system's schedule is not the disclosed one.
   */
  submitLoan(clientId: string, loan: ApprovedLoan): Promise<{ loanId: string }>;
  approveLoan(loanId: string, approvedOn: string): Promise<void>;
  disburseLoan(loanId: string, disbursedOn: string): Promise<void>;
  /** The loan with its schedule, transactions and summary; null when there is no such loan. */
  readLoan(loanId: string): Promise<ServicingLoan | null>;
  /** Posts a payment received; the same externalId again posts nothing new. */
  postRepayment(loanId: string, payment: RepaymentInput): Promise<{ transactionId: string }>;
  /**
   * Changes the loan's schedule from an agreed hardship arrangement and answers the loan as it
   * now stands; the same externalId again changes nothing more.
   */
  rescheduleLoan(loanId: string, change: LoanReschedule): Promise<ServicingLoan>;
}

/** The servicing system could not be reached or answered something unreadable (503). */
export class LoanServicingUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LoanServicingUnavailableError';
  }
}

/** The servicing system refused the request (a rule of its own, an unknown loan): a 4xx. */
export class LoanServicingRefusedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'LoanServicingRefusedError';
  }
}

/**
 * The servicing system's schedule differs from the disclosed one: nothing is booked (issue 31:
 * the disclosure's schedule and the servicing system's must agree to the cent).
 */
export class ScheduleMismatchError extends Error {
  constructor(readonly differences: string[]) {
    super(`The servicing schedule differs from the disclosed one: ${differences.join('; ')}`);
    this.name = 'ScheduleMismatchError';
  }
}
