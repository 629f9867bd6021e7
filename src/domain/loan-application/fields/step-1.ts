/** Step 1: loan, names, consents (loan-application §3 step 1, §5). */
import { LETTERS, WHOLE_DOLLARS } from '../../validation/patterns.ts';
import { textValue as text } from '../../validation/text-value.ts';
import { choice, emailRule, everyKind, mustTick, when } from '../../validation/rule-builders.ts';
import {
  isBrokerCciLpiShown,
  isElectronicCommunicationShown,
  isJointApplicantShown,
  isJointApplicationQuestionShown,
  isLoanAmountSpecificShown,
  isLoanPurposeOtherShown,
} from '../conditions.ts';
import { BROKER_INSURANCE_AMOUNT_FIELDS, BROKER_LOAN_AMOUNT_FIELDS } from '../amounts.ts';
import { MESSAGES } from '../messages.ts';
import { YES_NO_OPTIONS } from '../options.ts';
import { isPurposeLocked } from '../roles.ts';
import {
  AMOUNT,
  applicationPhone,
  broker,
  brokerAmount,
  loggedIn,
  personName,
  type Config,
  type LoanApplicationRule,
} from './shared.ts';
import { LOAN_PURPOSE_MAX_LENGTH, LOAN_PURPOSE_PATTERN } from './loan-purpose.ts';

// Up to 999,999,999 dollars once read: room for any amount, the min and max rules say what is allowed.
const LOAN_AMOUNT_MAX_LENGTH = 9;
// The amount as typed, before it is read: room for "NZ$999,999,999.00".
const AMOUNT_TYPED_MAX_LENGTH = 17;
export { LOAN_PURPOSE_MAX_LENGTH, LOAN_PURPOSE_PATTERN };

/** LoanPurpose and its Other: locked with the purpose, letters and spaces. */
const purpose = (name: string, extra: Partial<LoanApplicationRule> = {}): LoanApplicationRule => ({
  name,
  disabled: ({ config }) => isPurposeLocked(config),
  required: true,
  pattern: LOAN_PURPOSE_PATTERN,
  maxLength: LOAN_PURPOSE_MAX_LENGTH,
  messages: { pattern: MESSAGES.lettersOnly },
  ...extra,
});

const jointApplicant = when<Config>(isJointApplicantShown);

const LOAN: LoanApplicationRule[] = [
  // Set by the page from the query; nothing to check. ReferrerData is the server's: every save reads
  // it from the referrer's signed token, never from FormData (decision 056).
  { name: 'Referrer', type: 'hidden' },
  { name: 'ReferrerData', type: 'hidden' },
  emailRule('BrokerEmailSubmission', {
    condition: broker,
    autocomplete: 'email',
    maxLength: 100,
    messages: { pattern: MESSAGES.email },
  }),
  {
    name: 'LoanAmount',
    answerFormat: 'money',
    condition: ({ config }) => !isLoanAmountSpecificShown(config),
    // Not disabled when locked: a locked amount is still lent, so it is checked (decision 027).
    ...AMOUNT,
    required: true,
    custom: (value, { config }) =>
      config.loanAmounts.some((option) => String(option.value) === text(value)),
  },
  {
    name: 'LoanAmountSpecific',
    answerFormat: 'money',
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
  purpose('LoanPurpose'),
  purpose('LoanPurposeOther', { condition: when(isLoanPurposeOtherShown), personal: true }),
];

const JOINT_APPLICANT: LoanApplicationRule[] = [
  choice('JointApplication', YES_NO_OPTIONS, {
    condition: ({ config }) => isJointApplicationQuestionShown(config),
  }),
  personName('JointApplicantFirstName', { condition: jointApplicant }),
  personName('JointApplicantLastName', { condition: jointApplicant }),
  emailRule('JointApplicantEmail', {
    condition: jointApplicant,
    messages: { pattern: MESSAGES.email },
  }),
  applicationPhone('JointApplicantPhoneNumber', MESSAGES.phone, { condition: jointApplicant }),
];

// A logged-in customer's personal details come from their record and are shown read-only (§2, §6).
const APPLICANT: LoanApplicationRule[] = [
  {
    name: 'Title',
    disabled: loggedIn,
    autocomplete: 'honorific-prefix',
    personal: true,
    required: true,
    pattern: LETTERS,
    maxLength: 100,
  },
  personName('FirstName', { disabled: loggedIn, autocomplete: 'given-name', maxLength: 100 }),
  personName('MiddleName', {
    optional: true,
    disabled: loggedIn,
    autocomplete: 'additional-name',
    maxLength: 100,
  }),
  personName('LastName', { disabled: loggedIn, autocomplete: 'family-name', maxLength: 100 }),
  emailRule('Email', {
    disabled: loggedIn,
    autocomplete: 'email',
    messages: { pattern: MESSAGES.email },
  }),
];

const CONSENTS: LoanApplicationRule[] = [
  mustTick('AgreedToPrivacyPolicy', MESSAGES.privacyPolicy),
  { name: 'PrivacyPolicyVersion', type: 'hidden', maxLength: 100 },
  {
    name: 'AgreedToElectronicCommunication',
    condition: ({ config }) => isElectronicCommunicationShown(config),
  },
  { name: 'MarketingPolicyVersion', type: 'hidden', maxLength: 100 },
  { name: 'RelatedApplicationId', type: 'hidden' },
  mustTick('BrokerAccuracyConfirmation', MESSAGES.brokerAccuracy, { condition: broker }),
];

/** Step 1's fields in the order the form shows them. */
export const STEP_1: LoanApplicationRule[] = [
  ...LOAN,
  ...JOINT_APPLICANT,
  ...APPLICANT,
  ...CONSENTS,
];
