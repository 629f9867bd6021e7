/**
 * The shapes the browser and the server exchange (loan-application §3 "Form state", §7 "Calls").
 */
import type { Step } from './config.ts';

/** Where an application came from, set at save (§4, see deriveSource). */
export type ApplicationSource = 'Joint Borrower' | 'Broker' | 'Staff' | 'Branch' | 'Website';

/** The sections that start locked for a logged-in customer (§3 stepLocked, §4 "Step locks"). */
export type LockSection = '1' | '2' | '3' | '4-security' | '4-employment';

/** Form state as listed in §3; saved as the FormState JSON string next to FormData. */
export interface LoanApplicationFormState {
  /** The credit decision variant once known (conditional, declined, standard). */
  result: string | null;
  /** The application reference shown as "Application ID" (the token). */
  appReference: string | null;
  guid: string | null;
  /** The highest step the applicant may open, 1 to 4 (capped, see capStep). */
  step: Step;
  /** The pre-save check ran; cleared when a step 1 field changes (§4). */
  preSaveCheckDone: boolean;
  specifyLoanAmount: boolean;
  presetPreferredBranch: boolean;
  jointApplication: boolean;
  secondaryApplication: boolean;
  referrerDataToken: string | null;
  stepLocked: Record<LockSection, boolean>;
  http_referrer: string | null;
  calculator_term: string | null;
  calculator_interest: string | null;
  calculator_repaymentW: string | null;
  calculator_repaymentF: string | null;
  calculator_repaymentM: string | null;
  centrixResult: string | null;
  complete: boolean;
  Source: ApplicationSource | null;
}

// The save call's body and answer are the wire contract's (src/domain/contracts/loan-app.ts).
export type { SaveRequest } from '../contracts/loan-app.ts';
