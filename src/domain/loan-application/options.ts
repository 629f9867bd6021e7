/**
 * The value lists that the rule table and the UI share (loan-application §3, §4).
 * The `value` is what is saved in FormData; the `label` is what the applicant sees.
 */

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

const labelled = <Value extends string>(...values: Value[]): Option<Value>[] =>
  values.map((value) => ({ value, label: value }));

/** JointApplication, BrokerOptInCci, ExistingCustomer, Residency and ImpendingIncomeChange are Yes/No (§3). */
export type YesNo = 'Yes' | 'No';
export const YES_NO_OPTIONS: readonly Option<YesNo>[] = labelled('Yes', 'No');

// ContactNumberType is "Mobile or other", at most 6 characters (§3, §5).
export type ContactNumberType = 'Mobile' | 'Home' | 'Work';
export const CONTACT_NUMBER_TYPE_OPTIONS: readonly Option<ContactNumberType>[] = labelled(
  'Mobile',
  'Home',
  'Work',
);

// Title: letters only, at most 100 (§5).
export const TITLE_OPTIONS: readonly Option[] = labelled('Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr');

// Gender: at most 20 (§5).
export const GENDER_OPTIONS: readonly Option[] = labelled('Female', 'Male', 'Gender diverse');

// RelationshipStatus: at most 50 (§5).
export const RELATIONSHIP_STATUS_OPTIONS: readonly Option[] = labelled(
  'Single',
  'Married',
  'De facto',
  'Civil union',
  'Separated',
  'Divorced',
  'Widowed',
);

// FinancialDependants: a single digit optionally followed by + (site-and-tools §5 "Named patterns").
export const FINANCIAL_DEPENDANTS_OPTIONS: readonly Option[] = [
  ...labelled('0', '1', '2', '3', '4', '5', '6', '7', '8'),
  { value: '9+', label: '9 or more' },
];

// AddressStatus: at most 100 (§5).
export const ADDRESS_STATUS_OPTIONS: readonly Option[] = labelled(
  'Own home with mortgage',
  'Own home without mortgage',
  'Renting',
  'Boarding',
  'Living with parents',
  'Other',
);

// Time at address / in employment: months 0 to 11 (2 digits at most) and whole years (4 digits at most, §5).
export const DURATION_MONTH_OPTIONS: readonly Option[] = Array.from(
  { length: 12 },
  (_, months) => ({
    value: String(months),
    label: months === 1 ? '1 month' : `${months} months`,
  }),
);
// The year list stops at 50; the rules accept any whole number of up to 4 digits.
export const DURATION_YEAR_OPTIONS: readonly Option[] = Array.from({ length: 51 }, (_, years) => ({
  value: String(years),
  label: years === 1 ? '1 year' : `${years} years`,
}));

// VisaType: at most 100 (§5); asked when Residency is No.
export const VISA_TYPE_OPTIONS: readonly Option[] = labelled(
  'Work visa',
  'Student visa',
  'Partner visa',
  'Visitor visa',
  'Other visa',
);

// ProofType (§2 step 3).
export type ProofType = 'NZDL' | 'PASS' | 'Other';
/** The ProofType codes by meaning: every rule, condition and service that tests for one reads these. */
export const PROOF_TYPES = {
  driverLicence: 'NZDL',
  passport: 'PASS',
  other: 'Other',
} as const satisfies Record<string, ProofType>;
export const PROOF_TYPE_OPTIONS: readonly Option<ProofType>[] = [
  { value: PROOF_TYPES.driverLicence, label: 'New Zealand driver licence' },
  { value: PROOF_TYPES.passport, label: 'Passport' },
  { value: PROOF_TYPES.other, label: 'Other' },
];

// SecurityType: at most 100 (§5); Vehicle reveals the vehicle fields (§4).
export type SecurityType = 'Vehicle' | 'None';
export const SECURITY_TYPE_OPTIONS: readonly Option<SecurityType>[] = [
  { value: 'Vehicle', label: 'Vehicle' },
  { value: 'None', label: 'No security' },
];

/** The statuses that count as employed and reveal the employment details (loan-application §4), exactly as saved. */
export const EMPLOYED_STATUSES = [
  'Full Time Worker',
  'Part Time Worker',
  'Beneficiary + Part Time Worker',
  'Self Employed',
  'Casual',
] as const;
export type EmployedStatus = (typeof EMPLOYED_STATUSES)[number];
export const NOT_EMPLOYED_STATUSES = [
  'Beneficiary',
  'Retired',
  'Student',
  'Homemaker',
  'Unemployed',
] as const;
export type EmploymentStatus = EmployedStatus | (typeof NOT_EMPLOYED_STATUSES)[number];
export const EMPLOYMENT_STATUS_OPTIONS: readonly Option<EmploymentStatus>[] = labelled(
  ...EMPLOYED_STATUSES,
  ...NOT_EMPLOYED_STATUSES,
);

// EmploymentIndustry: at most 50 (§5).
export const EMPLOYMENT_INDUSTRY_OPTIONS: readonly Option[] = labelled(
  'Agriculture, forestry and fishing',
  'Construction',
  'Education and training',
  'Financial and insurance services',
  'Health care and social assistance',
  'Hospitality and tourism',
  'Information media and telecommunications',
  'Manufacturing',
  'Mining',
  'Professional, scientific and technical services',
  'Public administration and safety',
  'Retail trade',
  'Transport, postal and warehousing',
  'Wholesale trade',
  'Other',
);

// BrokerIllionSwitch (§3): 'Yes' shows the bank-statement frame, 'Later/No' the later text.
export type BrokerIllionSwitch = 'Yes' | 'Later/No';
export const BROKER_ILLION_SWITCH_OPTIONS: readonly Option<BrokerIllionSwitch>[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'Later/No', label: 'Later/No' },
];

/** The LoanPurpose value that reveals LoanPurposeOther. */
export const LOAN_PURPOSE_OTHER_VALUE = 'Other';
