/**
 * The loan application's configuration contract and the spec's fixed constants.
 * The configured VALUES (amount list, limits, thresholds, policy versions, referrers ...) are content:
 * they live in content/loan-application.ts, which web and server import; the domain only knows the shape.
 */
import type { Option } from './options.ts';

// spec: loan-application §9 (four steps)
export const STEP_COUNT = 4;
export type Step = 1 | 2 | 3 | 4;
export const STEPS: readonly Step[] = [1, 2, 3, 4];

// spec: loan-application §3, §9 (LoanAmount default 5000)
export const DEFAULT_LOAN_AMOUNT_DOLLARS = 5000;

/** One entry of the configured loan amount list (the slider's stops). */
export interface LoanAmountOption {
  /** Whole dollars. */
  value: number;
  label: string;
}

/** A configured referrer (loan-application §2 "Referrer panel", §4, §6). */
export interface ReferrerConfig {
  /** The `referrer` query parameter value that selects this referrer. */
  id: string;
  name: string;
  /** Brokers see the broker fields and are never treated as logged in (§6). */
  isBroker: boolean;
  /** The referrer fixes the loan amount / purpose passed in the query (§6). */
  locksAmount: boolean;
  locksPurpose: boolean;
  /**
   * The referrer's logo on step 1's referrer panel (§2), its alt text the referrer's name; width
   * and height in CSS pixels, so the panel keeps its place while the logo loads.
   */
  logo?: { url: string; width: number; height: number };
  heading?: string;
  intro?: string;
  /**
   * The referrer's own amount limits, whole dollars (a promotion: Fast $500 lends $500, below the
   * site's minimum). They replace the site's bounds for its applications, on the server too
   * (amounts.ts, docs/decisions/027).
   */
  loanAmountLimits?: { minDollars: number; maxDollars: number };
}

/** The site's configuration of the application (values in content/loan-application.ts). */
export interface LoanApplicationConfig {
  /** The slider's stops, ascending (§3 "chosen from a configured list"). */
  loanAmounts: readonly LoanAmountOption[];
  /** Bounds of LoanAmountSpecific, whole dollars (§5). */
  specificAmountMinDollars: number;
  specificAmountMaxDollars: number;
  /** LoanPurpose choices; the value 'Other' reveals LoanPurposeOther. */
  loanPurposeOptions: readonly Option[];
  /** Previous address is asked when the time at the current address is at or below this (§4). */
  previousAddressThresholdMonths: number;
  /** Previous employment is asked when the time in the current employment is at or below this (§4). */
  previousEmploymentThresholdMonths: number;
  privacyPolicyVersion: string;
  marketingPolicyVersion: string;
  /** Income is asked only when the credit (Centrix) result is one of these codes (§4). */
  incomeCreditCodes: readonly string[];
  /**
   * The income entries (§3 "Income (list; each entry has a label, optional description and
   * condition)"): the sources a row may name; no entries means no income question (§4).
   */
  incomeSources: readonly IncomeSource[];
  referrers: readonly ReferrerConfig[];
  /** The broker bank-statement (illion) step can be switched off (§6). */
  bankStatementStepEnabled: boolean;
  /** When true PassportCountry is not asked (§3). */
  passportCountryDisabled: boolean;
}

/** Who is applying, for this request (§6). Derive with `deriveRoles`. */
export interface ApplicantRoles {
  /** A broker session whose referrer is the application's broker referrer (decision 022). */
  isBroker: boolean;
  /** A customer session (a customer is never a broker). */
  isLoggedIn: boolean;
  /** A joint-borrower or other secondary application: it has a related application id. */
  isSecondary: boolean;
  /** Debug mode: any step may be opened, no leave prompt (§4). */
  debug: boolean;
}

/**
 * What the rule table sees as `RuleContext.config`: the site configuration, the roles of this request,
 * the referrer (if any) and the few form-state values that conditions depend on.
 */
/**
 * One configured income entry: its value (saved in the row), label, an optional description shown
 * beside the rows, and the condition under which it is asked: the applicant's answer to a field
 * is one of the listed values (no condition: always asked). incomeSourcesFor reads it.
 */
export interface IncomeSource extends Option {
  description?: string;
  condition?: { field: string; oneOf: readonly string[] };
}

export interface LoanApplicationContextConfig extends LoanApplicationConfig {
  roles: ApplicantRoles;
  referrer: ReferrerConfig | null;
  /** The credit bureau result code from the last save (FormState.centrixResult), or null. */
  centrixResult: string | null;
  /** The applicant uses the specific amount input (the server reads it from LoanAmountSpecific, decision 022). */
  specifyLoanAmount: boolean;
  /** A branch was preset (query `branch` or the calculator hand-off; the server's applications.preset_branch): the branch question is not shown. */
  presetPreferredBranch: boolean;
}
