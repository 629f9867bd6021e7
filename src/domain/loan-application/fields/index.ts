/**
 * The loan application's rule table, one list per step (loan-application §3 fields, §4 conditions,
 * §5 rules and messages). The browser runs it live and on submit; the server runs it again on
 * every save. Run it through validateStep / validateField (validate.ts), which also fill in the
 * configured amounts of the LoanAmountSpecific message.
 *
 * Decisions where the spec is silent (see ../README.md):
 * - Every field is required unless the spec calls it optional (MiddleName, AdditionalInformation,
 *   the electronic-communication consent) or it is a hidden value the page sets itself.
 * - Choice fields accept only their options (the server never trusts the browser); the engine's
 *   default message answers a value outside them, which only a tampered request can send.
 * - Amounts, plates, identity numbers and phone numbers carry a `normalise` (issue 11, decision
 *   057): "$12,000" is checked and saved as 12000, "abc 123" as ABC123.
 */
import type { FormValues } from '../../validation/types.ts';
import { normaliseValues } from '../../validation/engine.ts';
import { emptyAddress, flattenAddress } from '../../address/index.ts';
import { STEPS, type Step } from '../config.ts';
import type { LoanApplicationRule } from './shared.ts';
import { STEP_1 } from './step-1.ts';
import { STEP_2 } from './step-2.ts';
import { STEP_3 } from './step-3.ts';
import { STEP_4 } from './step-4.ts';

export type { LoanApplicationRule, LoanApplicationRuleContext } from './shared.ts';
export { APPLICATION_ADDRESS_MESSAGES, checkApplicationAddress } from './address.ts';
export { LOAN_PURPOSE_MAX_LENGTH, LOAN_PURPOSE_PATTERN } from './loan-purpose.ts';
export { ID_UPLOAD_FIELDS, ID_UPLOAD_MESSAGES } from './step-3.ts';

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
