/**
 * Runs the whole rule table (all four steps) through the validation engine (loan-application §5),
 * adding what the engine's static messages cannot hold: the configured amounts of the
 * LoanAmountSpecific message and the address part's own message (site-and-tools §5 "Address"
 * pattern messages). The checks themselves are rule-table.ts's; a step's page in the browser runs
 * them over the tables it holds (decision 115).
 */
import type { FieldError, FieldErrors } from '../validation/types.ts';
import type { Step } from './config.ts';
import { EVERY_STEP } from './context.ts';
import type { LoanApplicationRuleContext } from './fields/index.ts';
import type { InvalidStep } from './rule-table.ts';
import type { LockSection } from './types.ts';

/** The errors of one step's shown, enabled fields, in table order (the first key is the input to scroll to). */
export function validateStep(step: Step, context: LoanApplicationRuleContext): FieldErrors {
  return EVERY_STEP.validateStep(step, context);
}

/** One field's error (live validation), or null when it passes, is hidden or disabled, or is not an application field. */
export function validateApplicationField(
  name: string,
  context: LoanApplicationRuleContext,
): FieldError | null {
  return EVERY_STEP.validateApplicationField(name, context);
}

/**
 * The lowest of steps 1 to `throughStep` that has errors, with them, or null when all pass
 * (§4: on load earlier steps are revalidated silently and the applicant is sent to the lowest invalid one).
 */
export function lowestInvalidStep(
  context: LoanApplicationRuleContext,
  throughStep: number,
): InvalidStep | null {
  return EVERY_STEP.lowestInvalidStep(context, throughStep);
}

/** A locked section is complete when none of its fields has an error: it offers Change, otherwise Add (§4). */
export function isLockSectionComplete(
  section: LockSection,
  context: LoanApplicationRuleContext,
): boolean {
  return EVERY_STEP.isLockSectionComplete(section, context);
}
