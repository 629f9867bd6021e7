/**
 * Runs the rule table through the validation engine (loan-application §5), adding what the
 * engine's static messages cannot hold: the configured amounts of the LoanAmountSpecific message
 * and the address part's own message (site-and-tools §5 "Address" pattern messages).
 */
import { validateField, validateFields } from '../validation/engine.ts';
import type { FieldError, FieldErrors } from '../validation/types.ts';
import { STEPS, type Step } from './config.ts';
import { lockSectionFieldNames, ruleOf } from './context.ts';
import {
  checkApplicationAddress,
  STEP_RULES,
  type LoanApplicationRuleContext,
} from './fields/index.ts';
import { resolveMessage } from './messages.ts';
import type { LockSection } from './types.ts';

function finish(name: string, error: FieldError, context: LoanApplicationRuleContext): FieldError {
  if (name === 'Address') return checkApplicationAddress(context.values.Address).error ?? error;
  return { kind: error.kind, message: resolveMessage(error.message, context.config) };
}

/** The errors of one step's shown, enabled fields, in table order (the first key is the input to scroll to). */
export function validateStep(step: Step, context: LoanApplicationRuleContext): FieldErrors {
  const errors = validateFields(STEP_RULES[step], context);
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [name, finish(name, error, context)]),
  );
}

/** One field's error (live validation), or null when it passes, is hidden or disabled, or is not an application field. */
export function validateApplicationField(
  name: string,
  context: LoanApplicationRuleContext,
): FieldError | null {
  const rule = ruleOf(name);
  const error = rule ? validateField(rule, context) : null;
  return error ? finish(name, error, context) : null;
}

export interface InvalidStep {
  step: Step;
  errors: FieldErrors;
}

/**
 * The lowest of steps 1 to `throughStep` that has errors, with them, or null when all pass
 * (§4: on load earlier steps are revalidated silently and the applicant is sent to the lowest invalid one).
 */
export function lowestInvalidStep(
  context: LoanApplicationRuleContext,
  throughStep: number,
): InvalidStep | null {
  for (const step of STEPS) {
    if (step > throughStep) break;
    const errors = validateStep(step, context);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return null;
}

/** A locked section is complete when none of its fields has an error: it offers Change, otherwise Add (§4). */
export function isLockSectionComplete(
  section: LockSection,
  context: LoanApplicationRuleContext,
): boolean {
  return lockSectionFieldNames(section).every(
    (name) => validateApplicationField(name, context) === null,
  );
}
