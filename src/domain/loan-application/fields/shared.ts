/**
 * What the four step tables share: the rule types, the role predicates and the field shapes the
 * loan application repeats (amounts, phone numbers, identity codes, durations). Generic builders
 * (choice, everyKind, emailRule ...) live in validation/rule-builders.ts; step 3's expiry dates in
 * expiry-date.ts.
 */
import type { FieldError, FieldRule, Predicate, RuleContext } from '../../validation/types.ts';
import { NAME, NAME_MAX_LENGTH, WHOLE_DOLLARS } from '../../validation/patterns.ts';
import { textValue as text } from '../../validation/text-value.ts';
import {
  normaliseCode,
  normalisePhoneNumber,
  normaliseWholeDollars,
} from '../../validation/normalise.ts';
import { everyKind, phoneRule, type KindMessages } from '../../validation/rule-builders.ts';
import type { LoanApplicationContextConfig } from '../config.ts';
import { MESSAGES } from '../messages.ts';

export type Config = LoanApplicationContextConfig;
export type LoanApplicationRule = FieldRule<Config> & {
  /**
   * The error the form shows when the field fails, read from its value, in place of the engine's
   * (the address's part messages); null keeps the engine's. The rule carries it, so a step's
   * page without the field carries none of its checks (decision 115).
   */
  errorOf?: (value: unknown) => FieldError | null;
};
export type LoanApplicationRuleContext = RuleContext<Config>;

export const broker: Predicate<Config> = ({ config }) => config.roles.isBroker;
export const loggedIn: Predicate<Config> = ({ config }) => config.roles.isLoggedIn;

export const isBlank = (value: unknown): boolean => text(value) === '';

/** Whole dollars as people write them ("$3,000", "12,000"; issue 11), read before the checks. */
export const AMOUNT = { normalise: normaliseWholeDollars } as const;
/** An identity or registration number: personal, never autofilled, never spell-checked. */
export const IDENTITY_NUMBER = { autocomplete: 'off', spellCheck: false, personal: true } as const;
/**
 * A number read off a plate or a card, in capitals without spaces or dashes ("abc 123" → "ABC123";
 * issue 11). The input takes a few more characters than the rule's length, for the spaces.
 */
export const codeField = (maxLength: number) =>
  ({ normalise: normaliseCode, maxLength, typedMaxLength: maxLength + 4 }) as const;

/**
 * A phone number of this form (§5: PHONE, at most PHONE_MAX_LENGTH), read as its digits before the checks
 * ("021 123 4567" → "0211234567"; issue 11), with the message the spec gives the field.
 */
export const applicationPhone = (
  name: string,
  message: string,
  extra: Partial<LoanApplicationRule> = {},
): LoanApplicationRule =>
  phoneRule<Config>(name, {
    normalise: normalisePhoneNumber,
    answerFormat: 'phone',
    messages: { pattern: message },
    ...extra,
  });

/**
 * A person's name (§5 "Name"): letters and joiners, with the name message, required unless
 * `optional`; the length (the spec's NAME_MAX_LENGTH unless given) and widget facts in `extra`.
 */
export const personName = (
  name: string,
  { optional = false, ...extra }: Partial<LoanApplicationRule> & { optional?: boolean } = {},
): LoanApplicationRule => ({
  name,
  personal: true,
  ...(optional ? {} : { required: true }),
  pattern: NAME,
  maxLength: NAME_MAX_LENGTH,
  messages: { pattern: MESSAGES.name },
  ...extra,
});

// Durations are chosen as whole months (0 to 11) and whole years; §5 allows 2 and 4 digits.
const DURATION_MONTHS = /^\d{1,2}$/;
const DURATION_YEARS = /^\d{1,4}$/;
const MONTHS_IN_YEAR = 12;

/** A month and year pair of a time at an address or in a job. */
export function duration(
  prefix: string,
  condition: Predicate<Config> | undefined,
  messages?: KindMessages,
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
export function brokerAmount(
  name: string,
  condition: Predicate<Config> = broker,
): LoanApplicationRule {
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
