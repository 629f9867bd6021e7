import type { IdentityStandard } from './standard.ts';

/** Who is checked: the identity document and the applicant's name and date of birth. */
export interface IdentitySubject {
  firstName: string;
  middleName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  document:
    | { kind: 'driver-licence'; number: string; version: string }
    | { kind: 'passport'; number: string };
}

export interface IdentitySource {
  /** The source's name, as the evidence shows it. */
  name: string;
  matched: boolean;
  /** The source's own reference for the look-up. */
  reference: string;
}

export interface IdentityCheckResult {
  /** verified: the check meets the Identity Verification Code of Practice (`standard`). */
  outcome: 'verified' | 'not-verified';
  /**
   * Whether, and how, the check meets the Amended Identity Verification Code of Practice's
   * standard for electronic verification (standard.ts): not only pass or fail.
   */
  standard: IdentityStandard;
  /** The document, name and date of birth against the authoritative source (NZTA, DIA passports). */
  documentSource: IdentitySource;
  /** The name against a second, independent source (electoral roll, credit header). */
  nameSource: IdentitySource;
  politicallyExposed: boolean;
  sanctioned: boolean;
  /** The watchlists screened. */
  watchlists: string[];
  providerReference: string;
}

/** The provider could not be reached or answered something unreadable: the caller answers 503. */
export class IdentityCheckUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'IdentityCheckUnavailableError';
  }
}

export interface IdentityCheckAdapter {
  provider: string;
  check(subject: IdentitySubject): Promise<IdentityCheckResult>;
}
