/** Step 4: security, employment, income (loan-application §3 step 4, §5). */
import type { ErrorKind, Predicate } from '../../validation/types.ts';
import {
  FREE_TEXT,
  JOB_TITLE,
  LETTERS_DIGITS,
  LETTERS_SPACES,
  ORGANISATION_NAME,
} from '../../validation/patterns.ts';
import { all, choice, everyKind, sameMessage, when } from '../../validation/rule-builders.ts';
import { incomeRule } from '../../forms/income.ts';
import { BANK_STATEMENT_VALUE_MAX_LENGTH, bankStatementSent } from '../../bank-link/bank-link.ts';
import {
  isBankStatementFrameShown,
  isBankStatementSwitchShown,
  isEmploymentDetailShown,
  isIncomeChangeReasonShown,
  incomeSourcesFor,
  isIncomeShown,
  isPreviousEmploymentDetailShown,
  isPreviousEmploymentRequired,
  isVehicleShown,
} from '../conditions.ts';
import { MESSAGES } from '../messages.ts';
import {
  BROKER_ILLION_SWITCH_OPTIONS,
  EMPLOYMENT_INDUSTRY_OPTIONS,
  EMPLOYMENT_STATUS_OPTIONS,
  SECURITY_TYPE_OPTIONS,
  YES_NO_OPTIONS,
} from '../options.ts';
import {
  applicationPhone,
  broker,
  codeField,
  duration,
  IDENTITY_NUMBER,
  isBlank,
  type Config,
  type LoanApplicationRule,
  type LoanApplicationRuleContext,
} from './shared.ts';

// ISO 3779: a vehicle identification number has 17 characters.
const VIN_MAX_LENGTH = 17;
// The bank-link reference: a 40-character account code, '-webid:' and a 43-character token.
const BANK_STATEMENT_DOCUMENT_ID_MAX_LENGTH = 100;

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
    applicationPhone(name('WorkPhoneNumber'), MESSAGES.workPhone, { condition: details }),
    ...duration(name('Time'), section, everyKind(MESSAGES.employmentTime)),
  ];
}

/** A broker names the vehicle by registration or VIN; anyone else by registration (§5). */
const vehicleNamed = (
  value: unknown,
  { values, config }: LoanApplicationRuleContext,
): ErrorKind | null =>
  config.roles.isBroker && isBlank(value) && isBlank(values.VehicleVinNumber) ? 'custom' : null;

const VEHICLE: LoanApplicationRule[] = [
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
      ...sameMessage(MESSAGES.lettersAndNumbers, 'pattern', 'max'),
    },
  },
  {
    name: 'VehicleVinNumber',
    condition: all(broker, when(isVehicleShown)),
    ...IDENTITY_NUMBER,
    ...codeField(VIN_MAX_LENGTH),
    pattern: LETTERS_DIGITS,
    messages: sameMessage(MESSAGES.lettersAndNumbers, 'pattern', 'max'),
  },
];

const INCOME: LoanApplicationRule[] = [
  choice('ImpendingIncomeChange', YES_NO_OPTIONS, { maxLength: 5 }),
  {
    name: 'IncomeChangeReason',
    condition: when(isIncomeChangeReasonShown),
    personal: true,
    required: true,
    pattern: FREE_TEXT,
    maxLength: 250,
    messages: { pattern: MESSAGES.freeText },
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
      condition: ({ config, values }) => isIncomeShown(config, values),
      sources: ({ config, values }) =>
        incomeSourcesFor(config, values).map((source) => source.value),
    }),
    personal: true,
  },
];

export const STEP_4: LoanApplicationRule[] = [
  ...VEHICLE,
  ...employment('', undefined, when(isEmploymentDetailShown)),
  ...employment(
    'Previous',
    when(isPreviousEmploymentRequired),
    when(isPreviousEmploymentDetailShown),
  ),
  ...INCOME,
];
