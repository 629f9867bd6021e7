import type { CreditCommitment } from '#domain/lending/credit-commitments.ts';

/** The success-page variant the credit decision selects (loan-application §1, architecture "Outside services"). */
export type CreditDecision = 'conditional' | 'declined' | 'standard';
export const CREDIT_DECISIONS: readonly CreditDecision[] = ['conditional', 'declined', 'standard'];

/** What the bureau needs about the applicant; built from the saved form data by the application service. */
export interface CreditApplicant {
  /** Our application reference, so the bureau's records can be matched to ours. */
  reference: string;
  /** 'identity' after step 3 (the result code decides whether income is asked on step 4); 'final' after step 4. */
  stage: 'identity' | 'final';
  firstName: string;
  middleName: string;
  lastName: string;
  /** yyyy/MM/dd, as stored. */
  dateOfBirth: string;
  address: {
    unit: string;
    streetNumber: string;
    streetName: string;
    streetType: string;
    suburb: string;
    city: string;
    postcode: string;
  };
  driverLicence: { number: string; version: string } | null;
  passportNumber: string | null;
  loanAmountDollars: number | null;
}

export interface CreditCheckResult {
  /** The bureau's result code (the spec's CentrixResult). */
  resultCode: string;
  decision: CreditDecision;
  /**
   * The applicant's existing credit the bureau reports (none is an empty list): kept with the
   * application for the affordability record's commitments. Personal financial data: never logged.
   */
  commitments: readonly CreditCommitment[];
}

export interface CreditAdapter {
  readonly provider: 'sandbox' | 'centrix';
  check(applicant: CreditApplicant): Promise<CreditCheckResult>;
}

/** The bureau could not be asked or gave an answer we cannot read: the save is kept, the applicant retries. */
export class CreditUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CreditUnavailableError';
  }
}
