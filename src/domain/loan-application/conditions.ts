/**
 * When a field is shown (and so validated): loan-application §4 "Step 4 visibility" and
 * "Conditional display elsewhere". The rule table and the UI both ask these.
 */
import type { FormValues } from '../validation/types.ts';
import { textValue as text } from '../validation/text-value.ts';
import type { IncomeSource, LoanApplicationContextConfig } from './config.ts';
import { EMPLOYED_STATUSES, LOAN_PURPOSE_OTHER_VALUE, PROOF_TYPES } from './options.ts';

type Config = LoanApplicationContextConfig;

/** Full Time Worker, Part Time Worker, Beneficiary + Part Time Worker, Self Employed and Casual count as employed (§4). */
export function isEmployed(status: unknown): boolean {
  return (EMPLOYED_STATUSES as readonly string[]).includes(text(status));
}

const WHOLE_NUMBER = /^\d{1,4}$/;

/**
 * Years and months as a number of months (years * 12 + months), or null until both are chosen as
 * whole numbers: a half-answered duration does not yet ask for the previous address or employment.
 */
export function durationInMonths(years: unknown, months: unknown): number | null {
  const y = text(years);
  const m = text(months);
  if (!WHOLE_NUMBER.test(y) || !WHOLE_NUMBER.test(m)) return null;
  return Number(y) * 12 + Number(m);
}

/** Previous address is required when the time at the current address is at or below the threshold (§4). */
export function isPreviousAddressRequired(
  values: FormValues,
  config: Pick<Config, 'previousAddressThresholdMonths'>,
): boolean {
  const months = durationInMonths(values.AddressDurationYear, values.AddressDurationMonth);
  return months !== null && months <= config.previousAddressThresholdMonths;
}

/** The previous-employment section shows when the time in the current employment is at or below its threshold (§4). */
export function isPreviousEmploymentRequired(
  values: FormValues,
  config: Pick<Config, 'previousEmploymentThresholdMonths'>,
): boolean {
  const months = durationInMonths(values.EmploymentTimeYear, values.EmploymentTimeMonth);
  return months !== null && months <= config.previousEmploymentThresholdMonths;
}

/** Employment details for the current status (§4). */
export function isEmploymentDetailShown(values: FormValues): boolean {
  return isEmployed(values.EmploymentStatus);
}

/** Employment details for the previous status: inside the previous section, when that status counts as employed (§4). */
export function isPreviousEmploymentDetailShown(
  values: FormValues,
  config: Pick<Config, 'previousEmploymentThresholdMonths'>,
): boolean {
  return (
    isPreviousEmploymentRequired(values, config) && isEmployed(values.PreviousEmploymentStatus)
  );
}

/**
 * Income is asked when the credit result is one of the configured codes and source options exist
 * (§4): options this applicant is offered (`incomeSourcesFor`), so a configuration whose entries
 * are all conditional asks nothing when none applies, rather than a required question with nothing
 * to choose (issue 33 finding 4).
 */
export function isIncomeShown(
  config: Pick<Config, 'centrixResult' | 'incomeCreditCodes' | 'incomeSources'>,
  values: FormValues,
): boolean {
  return (
    config.centrixResult !== null &&
    config.incomeCreditCodes.includes(config.centrixResult) &&
    incomeSourcesFor(config, values).length > 0
  );
}

/**
 * The income entries asked of this applicant (§3 "each entry has a label, optional description and
 * condition"): those without a condition, and those whose condition the answers meet. The widget
 * offers these and the rule table accepts only these, in the browser and on the server.
 */
export function incomeSourcesFor(
  config: Pick<Config, 'incomeSources'>,
  values: FormValues,
): IncomeSource[] {
  return config.incomeSources.filter(
    ({ condition }) => !condition || condition.oneOf.includes(text(values[condition.field])),
  );
}

/** The joint-application question is for a primary applicant who is not a broker (§4). */
export function isJointApplicationQuestionShown(config: Pick<Config, 'roles'>): boolean {
  return !config.roles.isSecondary && !config.roles.isBroker;
}

/** Joint applicant fields: a primary non-broker applicant who answered Yes (§4). */
export function isJointApplicantShown(values: FormValues, config: Pick<Config, 'roles'>): boolean {
  return isJointApplicationQuestionShown(config) && values.JointApplication === 'Yes';
}

/** Brokers and applicants who toggled to it enter a specific amount; everyone else uses the slider (§2 step 1, §6). */
export function isLoanAmountSpecificShown(
  config: Pick<Config, 'roles' | 'specifyLoanAmount'>,
): boolean {
  return config.roles.isBroker || config.specifyLoanAmount;
}

export function isLoanPurposeOtherShown(values: FormValues): boolean {
  return text(values.LoanPurpose) === LOAN_PURPOSE_OTHER_VALUE;
}

/** BrokerCciLpi only when the broker did not opt in to CCI (§4). */
export function isBrokerCciLpiShown(values: FormValues, config: Pick<Config, 'roles'>): boolean {
  return config.roles.isBroker && values.BrokerOptInCci === 'No';
}

/** The electronic communication consent is hidden from logged-in customers (§6). */
export function isElectronicCommunicationShown(config: Pick<Config, 'roles'>): boolean {
  return !config.roles.isLoggedIn;
}

/** The branch question shows unless a branch was preset (§2 step 2, §4 Source Branch). */
export function isPreferredBranchShown(config: Pick<Config, 'presetPreferredBranch'>): boolean {
  return !config.presetPreferredBranch;
}

export function isVisaShown(values: FormValues): boolean {
  return values.Residency === 'No';
}

export function isDriverLicenceShown(values: FormValues): boolean {
  return values.ProofType === PROOF_TYPES.driverLicence;
}

export function isPassportShown(values: FormValues): boolean {
  return values.ProofType === PROOF_TYPES.passport;
}

/** Photo ID "Other" asks what the document is (issue 11 "Answers a New Zealander gives" 3). */
export function isProofTypeOtherShown(values: FormValues): boolean {
  return values.ProofType === PROOF_TYPES.other;
}

/** Passport country is asked unless the field is disabled by configuration (then it is fixed to NZ, §3). */
export function isPassportCountryShown(
  values: FormValues,
  config: Pick<Config, 'passportCountryDisabled'>,
): boolean {
  return isPassportShown(values) && !config.passportCountryDisabled;
}

/** The passport country when its field is disabled (§3 "PassportCountry (fixed NZ ...)"). */
export const FIXED_PASSPORT_COUNTRY = 'NZ';

/**
 * The passport country the application holds without asking: NZ for a passport when the country
 * field is disabled by configuration; null when the question is asked or there is no passport.
 */
export function fixedPassportCountry(
  values: FormValues,
  config: Pick<Config, 'passportCountryDisabled'>,
): string | null {
  return isPassportShown(values) && config.passportCountryDisabled ? FIXED_PASSPORT_COUNTRY : null;
}

export function isVehicleShown(values: FormValues): boolean {
  return values.SecurityType === 'Vehicle';
}

export function isIncomeChangeReasonShown(values: FormValues): boolean {
  return values.ImpendingIncomeChange === 'Yes';
}

/** The broker's bank-statement switch, unless the provider step is disabled (§6). */
export function isBankStatementSwitchShown(
  config: Pick<Config, 'roles' | 'bankStatementStepEnabled'>,
): boolean {
  return config.roles.isBroker && config.bankStatementStepEnabled;
}

/**
 * The embedded bank-link frame and its document id follow the broker's switch: they show on Yes;
 * on Later/No the later text shows instead (§3 BrokerIllionSwitch, §4 "Step 4 visibility").
 */
export function isBankStatementFrameShown(
  values: FormValues,
  config: Pick<Config, 'roles' | 'bankStatementStepEnabled'>,
): boolean {
  return isBankStatementSwitchShown(config) && values.BrokerIllionSwitch === 'Yes';
}

/** The later text: the broker will send the client's bank statements later, or not at all (§4). */
export function isBankStatementLaterShown(
  values: FormValues,
  config: Pick<Config, 'roles' | 'bankStatementStepEnabled'>,
): boolean {
  return isBankStatementSwitchShown(config) && values.BrokerIllionSwitch === 'Later/No';
}
