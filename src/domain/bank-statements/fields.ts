/**
 * The bank statements form's rule table (site-and-tools §3 "Bank statements form", §5 "Bank
 * statements"): the browser runs it live and on submit, POST /api/bank-statements runs it again.
 */
import type { FieldRule, RuleContext } from '../validation/types.ts';
import { DEFAULT_MESSAGES } from '../validation/engine.ts';
import { textValue } from '../validation/text-value.ts';
import { choice, sameMessage } from '../validation/rule-builders.ts';

// spec: site-and-tools §3 "ApplicationToggle (Yes/No, default No)"
export const APPLICATION_TOGGLE_OPTIONS = ['Yes', 'No'] as const;
export type ApplicationToggle = (typeof APPLICATION_TOGGLE_OPTIONS)[number];
export const APPLICATION_TOGGLE_DEFAULT: ApplicationToggle = 'No';

// spec: site-and-tools §5 "Bank statements", §9 "application number 7 digits; customer number up to 7 digits"
export const APPLICATION_NUMBER = /^\d{7}$/;
export const CUSTOMER_NUMBER = /^\d{1,7}$/;
export const APPLICATION_NUMBER_LENGTH = 7;
export const CUSTOMER_NUMBER_MAX_LENGTH = 7;

// spec: site-and-tools §5 "Bank statements" (word for word; 'required' is the engine's default)
export const BANK_STATEMENT_MESSAGES = {
  required: DEFAULT_MESSAGES.required,
  application: 'Please enter a valid application number',
  customer: 'Please enter a valid customer number',
} as const;

/** "Customer Number Only" is Yes: the Application Number is hidden (and not sent, not checked). */
export const isApplicationShown = ({ values }: RuleContext): boolean =>
  textValue(values.ApplicationToggle) !== 'Yes';

/** A required number of ours (customer or application): personal, typed as digits, its own message. */
const ourNumber = (
  name: string,
  pattern: RegExp,
  maxLength: number,
  message: string,
  extra: Partial<FieldRule> = {},
): FieldRule => ({
  name,
  required: true,
  pattern,
  maxLength,
  inputMode: 'numeric',
  autocomplete: 'off',
  spellCheck: false,
  personal: true,
  messages: {
    required: BANK_STATEMENT_MESSAGES.required,
    ...sameMessage(message, 'pattern', 'max'),
  },
  ...extra,
});

export const BANK_STATEMENT_RULES: readonly FieldRule[] = [
  ourNumber(
    'Customer',
    CUSTOMER_NUMBER,
    CUSTOMER_NUMBER_MAX_LENGTH,
    BANK_STATEMENT_MESSAGES.customer,
  ),
  choice('ApplicationToggle', APPLICATION_TOGGLE_OPTIONS),
  ourNumber(
    'Application',
    APPLICATION_NUMBER,
    APPLICATION_NUMBER_LENGTH,
    BANK_STATEMENT_MESSAGES.application,
    { condition: isApplicationShown },
  ),
];
