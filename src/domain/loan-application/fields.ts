/**
 * The loan application's rule table, one list per step (loan-application §3 fields, §4 conditions,
 * §5 rules and messages). The browser runs it live and on submit; the server runs it again on
 * every save. Run it through validateStep / validateField (validate.ts), which also fill in the
 * configured amounts of the LoanAmountSpecific message.
 *
 * Decisions where the spec is silent (see README.md):
 * - Every field is required unless the spec calls it optional (MiddleName, AdditionalInformation,
 *   the electronic-communication consent) or it is a hidden value the page sets itself.
 * - Choice fields accept only their options (the server never trusts the browser); the engine's
 *   default message answers a value outside them, which only a tampered request can send.
 * - Amounts, plates, identity numbers and phone numbers carry a `normalise` (issue 11, decision
 *   057): "$12,000" is checked and saved as 12000, "abc 123" as ABC123.
 */
import type {
  ErrorKind,
  FieldRule,
  FormValues,
  Predicate,
  RuleContext,
} from '../validation/types.ts';
import {
  DRIVER_LICENCE_NUMBER,
  DRIVER_LICENCE_NUMBER_MAX_LENGTH,
  DRIVER_LICENCE_VERSION,
  EMAIL,
  FINANCIAL_DEPENDANTS,
  FREE_TEXT,
  JOB_TITLE,
  LETTERS,
  LETTERS_DIGITS,
  LETTERS_SPACES,
  NAME,
  NAME_MAX_LENGTH,
  ORGANISATION_NAME,
  PASSPORT_NUMBER,
  PASSPORT_NUMBER_MAX_LENGTH,
  PHONE,
  WHOLE_DOLLARS,
} from '../validation/patterns.ts';
import { textValue as text } from '../validation/text-value.ts';
import {
  normaliseCode,
  normalisePhoneNumber,
  normaliseWholeDollars,
} from '../validation/normalise.ts';
import { normaliseValues } from '../validation/engine.ts';
import { dateOfBirthRule } from '../forms/date-of-birth.ts';
import { incomeRule } from '../forms/income.ts';
import { readBankLinkValue } from '../bank-link/bank-link.ts';
import { fileUploadRule, ID_UPLOAD_SETTINGS, type IdUploadKind } from '../forms/file-upload.ts';
import {
  emptyAddress,
  flattenAddress,
  readAddressValue,
  validateAddress,
  type AddressMessages,
} from '../address/index.ts';
import { STEPS, type LoanApplicationContextConfig, type Step } from './config.ts';
import { BROKER_INSURANCE_AMOUNT_FIELDS, BROKER_LOAN_AMOUNT_FIELDS } from './amounts.ts';
import {
  isBankStatementFrameShown,
  isBankStatementSwitchShown,
  isBrokerCciLpiShown,
  isDriverLicenceShown,
  isElectronicCommunicationShown,
  isEmploymentDetailShown,
  isIncomeChangeReasonShown,
  isIncomeShown,
  isJointApplicantShown,
  isJointApplicationQuestionShown,
  isLoanAmountSpecificShown,
  isLoanPurposeOtherShown,
  isPassportCountryShown,
  isPassportShown,
  isPreferredBranchShown,
  isPreviousAddressRequired,
  isPreviousEmploymentDetailShown,
  isPreviousEmploymentRequired,
  isProofTypeOtherShown,
  isVehicleShown,
  isVisaShown,
} from './conditions.ts';
import { tryParseDate, calendarDateInNewZealand, compareCalendarDates } from './dates.ts';
import { MESSAGES } from './messages.ts';
import { DEFAULT_MESSAGES } from '../validation/engine.ts';
import {
  ADDRESS_STATUS_OPTIONS,
  BROKER_ILLION_SWITCH_OPTIONS,
  CONTACT_NUMBER_TYPE_OPTIONS,
  EMPLOYMENT_INDUSTRY_OPTIONS,
  EMPLOYMENT_STATUS_OPTIONS,
  GENDER_OPTIONS,
  PROOF_TYPE_OPTIONS,
  RELATIONSHIP_STATUS_OPTIONS,
  SECURITY_TYPE_OPTIONS,
  VISA_TYPE_OPTIONS,
  YES_NO_OPTIONS,
  type Option,
} from './options.ts';
import { isPurposeLocked } from './roles.ts';

type Config = LoanApplicationContextConfig;
export type LoanApplicationRule = FieldRule<Config>;
export type LoanApplicationRuleContext = RuleContext<Config>;

// ---------------------------------------------------------------------------------------------
// Small building blocks
// ---------------------------------------------------------------------------------------------

const when =
  (test: (values: FormValues, config: Config) => boolean): Predicate<Config> =>
  ({ values, config }) =>
    test(values, config);
const all =
  (...predicates: Predicate<Config>[]): Predicate<Config> =>
  (context) =>
    predicates.every((predicate) => predicate(context));

const broker: Predicate<Config> = ({ config }) => config.roles.isBroker;
const loggedIn: Predicate<Config> = ({ config }) => config.roles.isLoggedIn;

const isBlank = (value: unknown): boolean => text(value) === '';

/** A choice field accepts only its options' values. */
const oneOf =
  (options: readonly Option[]) =>
  (value: unknown): boolean =>
    options.some((option) => option.value === text(value));

/** A ticked checkbox: true (or 'true' from a posted form). */
const ticked = (value: unknown): boolean => value === true || value === 'true';

/** Every kind reads the same message (the spec gives one text for the whole rule). */
const everyKind = (message: string): Partial<Record<ErrorKind, string>> => ({
  required: message,
  pattern: message,
  min: message,
  max: message,
  range: message,
  custom: message,
  invalid: message,
  incomplete: message,
});

/** A yyyy/MM/dd, ISO date or ISO datetime that is a real date; anything else is 'invalid'. */
const validDate = (value: unknown): ErrorKind | null =>
  isBlank(value) || tryParseDate(value) !== null ? null : 'invalid';

/** A document or visa still current: an expiry today is current, one before today is not. */
const notExpired = (value: unknown, { today }: LoanApplicationRuleContext): boolean => {
  const expiry = tryParseDate(value);
  return expiry !== null && compareCalendarDates(expiry, calendarDateInNewZealand(today)) >= 0;
};

// Up to 999,999,999 dollars once read: room for any amount, the min and max rules say what is allowed.
const LOAN_AMOUNT_MAX_LENGTH = 9;
/** Whole dollars as people write them ("$3,000", "12,000"; issue 11), read before the checks. */
const AMOUNT = { normalise: normaliseWholeDollars } as const;
// The amount as typed, before it is read: room for "NZ$999,999,999.00".
const AMOUNT_TYPED_MAX_LENGTH = 17;
/** A phone number, read as its digits before the checks ("021 123 4567" → "0211234567"; issue 11). */
const PHONE_NUMBER = { normalise: normalisePhoneNumber } as const;
/** An identity or registration number: personal, never autofilled, never spell-checked. */
const IDENTITY_NUMBER = { autocomplete: 'off', spellCheck: false, personal: true } as const;
/**
 * A number read off a plate or a card, in capitals without spaces or dashes ("abc 123" → "ABC123";
 * issue 11). The input takes a few more characters than the rule's length, for the spaces.
 */
const codeField = (maxLength: number) =>
  ({ normalise: normaliseCode, maxLength, typedMaxLength: maxLength + 4 }) as const;
/** LoanPurpose's rule, also applied to the `purpose` query parameter (query.ts). */
export const LOAN_PURPOSE_PATTERN = LETTERS_SPACES;
export const LOAN_PURPOSE_MAX_LENGTH = 100;
// Durations are chosen as whole months (0 to 11) and whole years; §5 allows 2 and 4 digits.
const DURATION_MONTHS = /^\d{1,2}$/;
const DURATION_YEARS = /^\d{1,4}$/;
const MONTHS_IN_YEAR = 12;
// ISO 3779: a vehicle identification number has 17 characters.
const VIN_MAX_LENGTH = 17;
// The bank-link widget's entries as JSON: one entry is about 100 characters, so room for dozens.
const BANK_STATEMENT_VALUE_MAX_LENGTH = 4000;
// The bank-link reference: a 40-character account code, '-webid:' and a 43-character token.
const BANK_STATEMENT_DOCUMENT_ID_MAX_LENGTH = 100;

/** A required choice (select or radio) from a fixed list. */
function choice(
  name: string,
  options: readonly Option[],
  extra: Partial<LoanApplicationRule> = {},
): LoanApplicationRule {
  return { name, required: true, custom: oneOf(options), ...extra };
}

/** A month and year pair of a time at an address or in a job. */
function duration(
  prefix: string,
  condition: Predicate<Config> | undefined,
  messages?: Partial<Record<ErrorKind, string>>,
): LoanApplicationRule[] {
  const shared = {
    required: true,
    ...(condition ? { condition } : {}),
    ...(messages ? { messages } : {}),
  };
  return [
    {
      name: `${prefix}Month`,
      ...shared,
      pattern: DURATION_MONTHS,
      maxLength: 2,
      max: MONTHS_IN_YEAR - 1,
    },
    { name: `${prefix}Year`, ...shared, pattern: DURATION_YEARS, maxLength: 4 },
  ];
}

/** A broker's whole-dollar amount: required, whole dollars, at least 0 (§5). */
function brokerAmount(name: string, condition: Predicate<Config> = broker): LoanApplicationRule {
  return {
    name,
    condition,
    ...AMOUNT,
    required: true,
    pattern: WHOLE_DOLLARS,
    min: 0,
    messages: everyKind(MESSAGES.brokerAmount),
  };
}

// ---------------------------------------------------------------------------------------------
// Address (the address domain's check with this form's messages)
// ---------------------------------------------------------------------------------------------

/** The messages the address input uses in this form (§5 "Address: Please enter a complete address; parts required"). */
export const APPLICATION_ADDRESS_MESSAGES: AddressMessages = {
  required: MESSAGES.address,
  invalid: MESSAGES.address,
  partRequired: DEFAULT_MESSAGES.required,
  tooLong: 'Please use no more than {max} characters',
  custom: MESSAGES.address,
};

/** The Address value checked as the address input checks it; unreadable input is an incomplete address. */
export function checkApplicationAddress(value: unknown): ReturnType<typeof validateAddress> {
  const address = readAddressValue(value ?? {});
  if (!address) return { error: { kind: 'invalid', message: MESSAGES.address }, parts: {} };
  return validateAddress(address, { required: true, messages: APPLICATION_ADDRESS_MESSAGES });
}

// ---------------------------------------------------------------------------------------------
// Step 1: loan, names, consents
// ---------------------------------------------------------------------------------------------

const STEP_1: LoanApplicationRule[] = [
  // Set by the page from the query; nothing to check. ReferrerData is the server's: every save reads
  // it from the referrer's signed token, never from FormData (decision 056).
  { name: 'Referrer', type: 'hidden' },
  { name: 'ReferrerData', type: 'hidden' },
  {
    name: 'BrokerEmailSubmission',
    condition: broker,
    type: 'email',
    autocomplete: 'email',
    personal: true,
    required: true,
    pattern: EMAIL,
    maxLength: 100,
    messages: { pattern: MESSAGES.email },
  },
  {
    name: 'LoanAmount',
    condition: ({ config }) => !isLoanAmountSpecificShown(config),
    // Not disabled when locked: a locked amount is still lent, so it is checked (decision 027).
    ...AMOUNT,
    required: true,
    custom: (value, { config }) =>
      config.loanAmounts.some((option) => String(option.value) === text(value)),
  },
  {
    name: 'LoanAmountSpecific',
    condition: ({ config }) => isLoanAmountSpecificShown(config),
    ...AMOUNT,
    required: true,
    pattern: WHOLE_DOLLARS,
    maxLength: LOAN_AMOUNT_MAX_LENGTH,
    typedMaxLength: AMOUNT_TYPED_MAX_LENGTH,
    min: ({ config }) => config.specificAmountMinDollars,
    max: ({ config }) => config.specificAmountMaxDollars,
    messages: everyKind(MESSAGES.loanAmountSpecific),
  },
  { name: 'LoanAmountDescription', type: 'hidden', personal: true },
  ...BROKER_LOAN_AMOUNT_FIELDS.map((name) => brokerAmount(name)),
  choice('BrokerOptInCci', YES_NO_OPTIONS, { condition: broker }),
  ...BROKER_INSURANCE_AMOUNT_FIELDS.map((name) =>
    brokerAmount(name, name === 'BrokerCciLpi' ? when(isBrokerCciLpiShown) : broker),
  ),
  {
    name: 'LoanPurpose',
    disabled: ({ config }) => isPurposeLocked(config),
    required: true,
    pattern: LOAN_PURPOSE_PATTERN,
    maxLength: LOAN_PURPOSE_MAX_LENGTH,
    messages: { pattern: MESSAGES.lettersOnly },
  },
  {
    name: 'LoanPurposeOther',
    condition: when(isLoanPurposeOtherShown),
    disabled: ({ config }) => isPurposeLocked(config),
    personal: true,
    required: true,
    pattern: LOAN_PURPOSE_PATTERN,
    maxLength: LOAN_PURPOSE_MAX_LENGTH,
    messages: { pattern: MESSAGES.lettersOnly },
  },
  choice('JointApplication', YES_NO_OPTIONS, {
    condition: ({ config }) => isJointApplicationQuestionShown(config),
  }),
  ...(['JointApplicantFirstName', 'JointApplicantLastName'] as const).map(
    (name): LoanApplicationRule => ({
      name,
      condition: when(isJointApplicantShown),
      personal: true,
      required: true,
      pattern: NAME,
      maxLength: NAME_MAX_LENGTH,
      messages: { pattern: MESSAGES.name },
    }),
  ),
  {
    name: 'JointApplicantEmail',
    condition: when(isJointApplicantShown),
    type: 'email',
    personal: true,
    required: true,
    pattern: EMAIL,
    maxLength: 255,
    messages: { pattern: MESSAGES.email },
  },
  {
    name: 'JointApplicantPhoneNumber',
    condition: when(isJointApplicantShown),
    ...PHONE_NUMBER,
    type: 'tel',
    personal: true,
    required: true,
    pattern: PHONE,
    maxLength: 100,
    messages: { pattern: MESSAGES.phone },
  },
  // A logged-in customer's personal details come from their record and are shown read-only (§2, §6).
  {
    name: 'Title',
    disabled: loggedIn,
    autocomplete: 'honorific-prefix',
    personal: true,
    required: true,
    pattern: LETTERS,
    maxLength: 100,
  },
  {
    name: 'FirstName',
    disabled: loggedIn,
    autocomplete: 'given-name',
    personal: true,
    required: true,
    pattern: NAME,
    maxLength: 100,
    messages: { pattern: MESSAGES.name },
  },
  {
    name: 'MiddleName',
    disabled: loggedIn,
    autocomplete: 'additional-name',
    personal: true,
    pattern: NAME,
    maxLength: 100,
    messages: { pattern: MESSAGES.name },
  },
  {
    name: 'LastName',
    disabled: loggedIn,
    autocomplete: 'family-name',
    personal: true,
    required: true,
    pattern: NAME,
    maxLength: 100,
    messages: { pattern: MESSAGES.name },
  },
  {
    name: 'Email',
    disabled: loggedIn,
    type: 'email',
    autocomplete: 'email',
    personal: true,
    required: true,
    pattern: EMAIL,
    maxLength: 255,
    messages: { pattern: MESSAGES.email },
  },
  {
    name: 'AgreedToPrivacyPolicy',
    required: true,
    custom: ticked,
    messages: { required: MESSAGES.privacyPolicy, custom: MESSAGES.privacyPolicy },
  },
  { name: 'PrivacyPolicyVersion', type: 'hidden', maxLength: 100 },
  {
    name: 'AgreedToElectronicCommunication',
    condition: ({ config }) => isElectronicCommunicationShown(config),
  },
  { name: 'MarketingPolicyVersion', type: 'hidden', maxLength: 100 },
  { name: 'RelatedApplicationId', type: 'hidden' },
  {
    name: 'BrokerAccuracyConfirmation',
    condition: broker,
    required: true,
    custom: ticked,
    messages: { required: MESSAGES.brokerAccuracy, custom: MESSAGES.brokerAccuracy },
  },
];

// ---------------------------------------------------------------------------------------------
// Step 2: about you, address, branch
// ---------------------------------------------------------------------------------------------

// A signed-in customer's answers to section 2 come from their record while it is locked
// (customer-record.ts); Change or Add makes them the customer's own (§4 "Step locks").
const STEP_2: LoanApplicationRule[] = [
  dateOfBirthRule<Config>('DateOfBirth'),
  choice('Gender', GENDER_OPTIONS, { maxLength: 20 }),
  choice('ContactNumberType', CONTACT_NUMBER_TYPE_OPTIONS, { maxLength: 6 }),
  {
    name: 'ContactNumber',
    ...PHONE_NUMBER,
    type: 'tel',
    autocomplete: 'tel',
    personal: true,
    required: true,
    pattern: PHONE,
    maxLength: 100,
    messages: { pattern: MESSAGES.phone },
  },
  choice('RelationshipStatus', RELATIONSHIP_STATUS_OPTIONS, { maxLength: 50 }),
  { name: 'FinancialDependants', required: true, pattern: FINANCIAL_DEPENDANTS, maxLength: 5 },
  {
    name: 'Address',
    personal: true,
    required: true,
    component: (value) => checkApplicationAddress(value).error?.kind ?? null,
    // The part messages (pattern, length) come from checkApplicationAddress; validate.ts uses them.
    messages: { required: MESSAGES.address, invalid: MESSAGES.address },
  },
  choice('AddressStatus', ADDRESS_STATUS_OPTIONS, { maxLength: 100 }),
  ...duration('AddressDuration', undefined),
  ...duration('PreviousAddress', when(isPreviousAddressRequired)),
  choice('ExistingCustomer', YES_NO_OPTIONS, {
    messages: { required: MESSAGES.existingCustomer, custom: MESSAGES.existingCustomer },
  }),
  {
    name: 'PreferredBranch',
    condition: ({ config }) => isPreferredBranchShown(config),
    required: true,
    messages: { required: MESSAGES.preferredBranch },
  },
];

// ---------------------------------------------------------------------------------------------
// Step 3: residency and photo identity
// ---------------------------------------------------------------------------------------------

/**
 * A broker's copy of the ID (loan-application §3 step 3, §6 "Broker: sees ... ID uploads"): the
 * stored file's reference, required once the proof type shows its fields; a chosen file not yet
 * uploaded is 'incomplete' (§5 "File uploads", site-and-tools §5).
 */
/** Each ID upload field and the upload call (kind) its file goes to. */
export const ID_UPLOAD_FIELDS = {
  DriverLicenceIdUpload: 'driver-licence',
  PassportIdUpload: 'passport',
} as const satisfies Record<string, IdUploadKind>;

/** The ID upload widget's own messages (loan-application §5 "File uploads"). */
export const ID_UPLOAD_MESSAGES = {
  'file-format': MESSAGES.uploadFormat,
  'file-size': MESSAGES.uploadSize,
  upload: MESSAGES.uploadFailed,
} as const;

const idUpload = (
  name: keyof typeof ID_UPLOAD_FIELDS,
  shown: (values: FormValues) => boolean,
): LoanApplicationRule => ({
  name,
  condition: all(broker, when(shown)),
  required: true,
  component: fileUploadRule,
  upload: ID_UPLOAD_SETTINGS,
  messages: {
    required: MESSAGES.uploadRequired,
    incomplete: MESSAGES.uploadNotSent,
    invalid: MESSAGES.uploadRequired,
    ...ID_UPLOAD_MESSAGES,
  },
});

const STEP_3: LoanApplicationRule[] = [
  choice('Residency', YES_NO_OPTIONS, { maxLength: 5 }),
  choice('VisaType', VISA_TYPE_OPTIONS, { condition: when(isVisaShown), maxLength: 100 }),
  {
    name: 'VisaExpiry',
    condition: when(isVisaShown),
    personal: true,
    required: true,
    component: validDate,
    custom: notExpired,
    messages: { invalid: MESSAGES.validDate, custom: MESSAGES.currentVisa },
  },
  choice('ProofType', PROOF_TYPE_OPTIONS),
  // Photo ID "Other" asks what the document is (issue 11): free words, like AdditionalInformation,
  // since document names carry any character ("HANZ 18+ card").
  {
    name: 'ProofTypeOther',
    condition: when(isProofTypeOtherShown),
    personal: true,
    required: true,
    maxLength: 100,
  },
  {
    name: 'DriverLicenceNumber',
    condition: when(isDriverLicenceShown),
    ...IDENTITY_NUMBER,
    ...codeField(DRIVER_LICENCE_NUMBER_MAX_LENGTH),
    encryptAtRest: true,
    required: true,
    pattern: DRIVER_LICENCE_NUMBER,
    messages: { pattern: MESSAGES.driverLicenceNumber, max: MESSAGES.driverLicenceNumber },
  },
  {
    name: 'DriverLicenceVersion',
    condition: when(isDriverLicenceShown),
    ...IDENTITY_NUMBER,
    ...codeField(3),
    inputMode: 'numeric',
    required: true,
    pattern: DRIVER_LICENCE_VERSION,
    messages: { pattern: MESSAGES.driverLicenceVersion, max: MESSAGES.driverLicenceVersion },
  },
  // Identity checks need a current document (issue 11): the licence's expiry (card field 4b) is
  // asked and checked like the passport's.
  {
    name: 'DriverLicenceExpiry',
    condition: when(isDriverLicenceShown),
    personal: true,
    required: true,
    component: validDate,
    custom: notExpired,
    messages: { invalid: MESSAGES.validDate, custom: MESSAGES.driverLicenceExpired },
  },
  idUpload('DriverLicenceIdUpload', isDriverLicenceShown),
  {
    name: 'PassportNumber',
    condition: when(isPassportShown),
    ...IDENTITY_NUMBER,
    ...codeField(PASSPORT_NUMBER_MAX_LENGTH),
    encryptAtRest: true,
    required: true,
    pattern: PASSPORT_NUMBER,
  },
  {
    name: 'PassportExpiry',
    condition: when(isPassportShown),
    personal: true,
    required: true,
    component: validDate,
    custom: notExpired,
    messages: { invalid: MESSAGES.validDate, custom: MESSAGES.passportExpired },
  },
  {
    name: 'PassportCountry',
    condition: when(isPassportCountryShown),
    autocomplete: 'country-name',
    required: true,
    maxLength: 100,
  },
  idUpload('PassportIdUpload', isPassportShown),
];

// ---------------------------------------------------------------------------------------------
// Step 4: security, employment, income
// ---------------------------------------------------------------------------------------------

/** The employment fields, current or Previous-prefixed (§3 "the same set prefixed Previous"). */
function employment(
  prefix: '' | 'Previous',
  section: Predicate<Config> | undefined,
  details: Predicate<Config>,
): LoanApplicationRule[] {
  const name = (field: string): string => `${prefix}Employment${field}`;
  const sectionCondition = section ? { condition: section } : {};
  return [
    choice(name('Status'), EMPLOYMENT_STATUS_OPTIONS, sectionCondition),
    choice(name('Industry'), EMPLOYMENT_INDUSTRY_OPTIONS, { condition: details, maxLength: 50 }),
    {
      name: name('JobRole'),
      condition: details,
      autocomplete: prefix ? 'off' : 'organization-title',
      required: true,
      pattern: JOB_TITLE,
      maxLength: 50,
      messages: { pattern: MESSAGES.lettersAndSpaces },
    },
    // Company names carry digits ("2degrees", "3M New Zealand") and & or / ("Smith & Sons").
    {
      name: name('Company'),
      condition: details,
      autocomplete: prefix ? 'off' : 'organization',
      personal: true,
      required: true,
      pattern: ORGANISATION_NAME,
      maxLength: 100,
      messages: { pattern: MESSAGES.lettersAndSpaces },
    },
    {
      name: name('Area'),
      condition: details,
      required: true,
      pattern: LETTERS_SPACES,
      maxLength: 100,
      messages: { pattern: MESSAGES.lettersOnly },
    },
    {
      name: name('WorkPhoneNumber'),
      condition: details,
      ...PHONE_NUMBER,
      type: 'tel',
      personal: true,
      required: true,
      pattern: PHONE,
      maxLength: 100,
      messages: { pattern: MESSAGES.workPhone },
    },
    ...duration(name('Time'), section, everyKind(MESSAGES.employmentTime)),
  ];
}

/** A broker names the vehicle by registration or VIN; anyone else by registration (§5). */
const vehicleNamed = (
  value: unknown,
  { values, config }: LoanApplicationRuleContext,
): ErrorKind | null =>
  config.roles.isBroker && isBlank(value) && isBlank(values.VehicleVinNumber) ? 'custom' : null;

/**
 * The bank-link widget's value (site-and-tools §3 "a list of entries, each with status and
 * reference", posted as a JSON string; '' until the visitor finishes, §4 "required until
 * finished"): a statement was sent when it holds at least one entry. Anything else asks again.
 */
const bankStatementSent = (value: unknown): ErrorKind | null =>
  readBankLinkValue(value).length > 0 ? null : 'invalid';

const STEP_4: LoanApplicationRule[] = [
  choice('SecurityType', SECURITY_TYPE_OPTIONS, { maxLength: 100 }),
  {
    name: 'VehicleRegistrationNumber',
    condition: when(isVehicleShown),
    ...IDENTITY_NUMBER,
    ...codeField(6),
    required: ({ config }) => !config.roles.isBroker,
    component: vehicleNamed,
    pattern: LETTERS_DIGITS,
    messages: {
      custom: MESSAGES.vehicleRegistrationOrVin,
      pattern: MESSAGES.lettersAndNumbers,
      max: MESSAGES.lettersAndNumbers,
    },
  },
  {
    name: 'VehicleVinNumber',
    condition: all(broker, when(isVehicleShown)),
    ...IDENTITY_NUMBER,
    ...codeField(VIN_MAX_LENGTH),
    pattern: LETTERS_DIGITS,
    messages: { pattern: MESSAGES.lettersAndNumbers, max: MESSAGES.lettersAndNumbers },
  },
  ...employment('', undefined, when(isEmploymentDetailShown)),
  ...employment(
    'Previous',
    when(isPreviousEmploymentRequired),
    when(isPreviousEmploymentDetailShown),
  ),
  choice('ImpendingIncomeChange', YES_NO_OPTIONS, { maxLength: 5 }),
  {
    name: 'IncomeChangeReason',
    condition: when(isIncomeChangeReasonShown),
    personal: true,
    required: true,
    pattern: FREE_TEXT,
    maxLength: 250,
    messages: { pattern: MESSAGES.freeTextCharacters },
  },
  choice('BrokerIllionSwitch', BROKER_ILLION_SWITCH_OPTIONS, {
    condition: ({ config }) => isBankStatementSwitchShown(config),
  }),
  // The frame and its document id follow the switch (§4): Yes asks for the statement itself.
  // Both hold the bank-link reference, which carries the application's token (the appref): the
  // logs redact them as they redact the token.
  {
    name: 'BrokerIllionIframe',
    condition: when(isBankStatementFrameShown),
    personal: true,
    required: true,
    component: bankStatementSent,
    maxLength: BANK_STATEMENT_VALUE_MAX_LENGTH,
    messages: everyKind(MESSAGES.bankStatement),
  },
  // The bank-link reference the frame opened with: set by the page, derived again by the server.
  {
    name: 'BrokerIllionDocumentId',
    type: 'hidden',
    condition: when(isBankStatementFrameShown),
    personal: true,
    maxLength: BANK_STATEMENT_DOCUMENT_ID_MAX_LENGTH,
  },
  { name: 'AdditionalInformation', personal: true, maxLength: 250 },
  {
    ...incomeRule<Config>('Income', {
      required: true,
      condition: ({ config }) => isIncomeShown(config),
      sources: ({ config }) => config.incomeSourceOptions.map((option) => option.value),
    }),
    personal: true,
  },
];

/** The rule table of each step, in the order the fields appear. */
export const STEP_RULES: Readonly<Record<Step, readonly LoanApplicationRule[]>> = {
  1: STEP_1,
  2: STEP_2,
  3: STEP_3,
  4: STEP_4,
};

/**
 * The values with every field's `normalise` applied (issue 11): "$12,000" as 12000, "abc 123" as
 * ABC123. The server saves this; the browser shows it once an input loses focus.
 */
export function normaliseApplicationValues(values: FormValues): FormValues {
  return normaliseValues(
    STEPS.flatMap((step) => STEP_RULES[step]),
    values,
  );
}

/** Every field name of a step (for saving, summaries and tests). */
export function stepFieldNames(step: Step): string[] {
  return STEP_RULES[step].map((rule) => rule.name);
}

/** The step a field belongs to, or null for a name the application does not have. */
export function stepOfField(name: string): Step | null {
  for (const step of [1, 2, 3, 4] as const) {
    if (STEP_RULES[step].some((rule) => rule.name === name)) return step;
  }
  return null;
}

/**
 * The names that carry personal data in a saved or posted application: the fields the table flags
 * `personal`, and the flattened address parts saved next to Address (§3 step 2). Log redaction
 * and client-log redaction both read this list.
 */
export const PERSONAL_FIELD_NAMES: readonly string[] = [
  ...STEPS.flatMap((step) => STEP_RULES[step])
    .filter((rule) => rule.personal)
    .map((rule) => rule.name),
  ...Object.keys(flattenAddress(emptyAddress())),
];
