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

/** The body of POST /api/loan-app/save (§7). */
export interface SaveRequest {
  Step: Step;
  /** Empty until the first save answers with one. */
  Token: string | null;
  Guid: string | null;
  /** JSON of the form values (dates as yyyy/MM/dd). */
  FormData: string;
  /** JSON of LoanApplicationFormState. */
  FormState: string;
  CentrixResult: string | null;
  LastName: string | null;
  /** The portal customer's object id (logged-in users only). */
  ObjectId: string | null;
  ReferrerDataToken: string | null;
}

/** The 200 answer of the save call (§7). */
export interface SaveResponse {
  Token: string;
  Guid: string;
  CentrixResult: string | null;
  /** True once the application is complete (after step 4). */
  Complete?: boolean;
}
