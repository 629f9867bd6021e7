import {
  buildRuleContext,
  stepOfField,
  type LoanApplicationConfig,
  type LoanApplicationFormState,
  type LoanApplicationRuleContext,
} from '#domain/loan-application/index.ts';
import type { FieldErrors, FormValues } from '#domain/validation/types.ts';

export {
  lowestInvalidStep,
  isFieldShown as isShown,
  isFieldRequired as isRequired,
  isFieldDisabled as isDisabled,
  withoutHiddenFields,
} from '#domain/loan-application/index.ts';

/** Debug mode (loan-application §4): a development build opens any step and never prompts on leaving. */
export const DEBUG_MODE = import.meta.env.DEV;

/**
 * The rule context of this applicant. An anonymous applicant has no object id; the portal login
 * of the roles issue passes one here, and the rule table's conditions do the rest.
 */
export function ruleContext(
  config: LoanApplicationConfig,
  values: FormValues,
  formState: LoanApplicationFormState,
  today: Date,
  debug = DEBUG_MODE,
): LoanApplicationRuleContext {
  return buildRuleContext({ config, values, formState, today, objectId: null, debug });
}

export function isStepOneField(name: string): boolean {
  return stepOfField(name) === 1;
}

/** Field name → error kind of an invalid step: what the log receives (never the values themselves). */
export function validationSummary(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error.kind]));
}
