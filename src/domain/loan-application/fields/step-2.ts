/** Step 2: about you, address, branch (loan-application §3 step 2, §5). */
import { FINANCIAL_DEPENDANTS } from '../../validation/patterns.ts';
import { choice, sameMessage, when } from '../../validation/rule-builders.ts';
import { dateOfBirthRule } from '../../forms/date-of-birth.ts';
import { isPreferredBranchShown, isPreviousAddressRequired } from '../conditions.ts';
import { MESSAGES } from '../messages.ts';
import {
  ADDRESS_STATUS_OPTIONS,
  CONTACT_NUMBER_TYPE_OPTIONS,
  FINANCIAL_DEPENDANTS_OPTIONS,
  GENDER_OPTIONS,
  RELATIONSHIP_STATUS_OPTIONS,
  YES_NO_OPTIONS,
} from '../options.ts';
import { checkApplicationAddress } from './address.ts';
import { applicationPhone, duration, type Config, type LoanApplicationRule } from './shared.ts';

// A signed-in customer's answers to section 2 come from their record while it is locked
// (customer-record.ts); Change or Add makes them the customer's own (§4 "Step locks").
export const STEP_2: LoanApplicationRule[] = [
  dateOfBirthRule<Config>('DateOfBirth'),
  choice('Gender', GENDER_OPTIONS, { maxLength: 20 }),
  choice('ContactNumberType', CONTACT_NUMBER_TYPE_OPTIONS, { maxLength: 6 }),
  applicationPhone('ContactNumber', MESSAGES.phone, { autocomplete: 'tel' }),
  choice('RelationshipStatus', RELATIONSHIP_STATUS_OPTIONS, { maxLength: 50 }),
  {
    name: 'FinancialDependants',
    required: true,
    pattern: FINANCIAL_DEPENDANTS,
    maxLength: 5,
    options: FINANCIAL_DEPENDANTS_OPTIONS,
  },
  {
    name: 'Address',
    personal: true,
    answerFormat: 'address',
    required: true,
    component: (value) => checkApplicationAddress(value).error?.kind ?? null,
    // The part messages (pattern, length) come from checkApplicationAddress; validate.ts uses them.
    messages: sameMessage(MESSAGES.address, 'required', 'invalid'),
    errorOf: (value) => checkApplicationAddress(value).error,
  },
  choice('AddressStatus', ADDRESS_STATUS_OPTIONS, { maxLength: 100 }),
  ...duration('AddressDuration', undefined),
  ...duration('PreviousAddress', when(isPreviousAddressRequired)),
  choice('ExistingCustomer', YES_NO_OPTIONS, {
    messages: sameMessage(MESSAGES.existingCustomer, 'required', 'custom'),
  }),
  {
    name: 'PreferredBranch',
    answerFormat: 'branch',
    condition: ({ config }) => isPreferredBranchShown(config),
    required: true,
    messages: { required: MESSAGES.preferredBranch },
  },
];
