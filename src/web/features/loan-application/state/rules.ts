import {
  buildRuleContext,
  stepOfField,
  type LoanApplicationConfig,
  type LoanApplicationFormState,
  type LoanApplicationRuleContext,
} from '#domain/loan-application/index.ts';
import { useMemo } from 'react';
import { readPublicActor, type PublicActor } from '#domain/session/actor.ts';
import { usePageData } from '#web/app/page-context.tsx';
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
 * The rule context of this applicant. The roles come from the actor the server resolved from the
 * session and put in the page data (kind and a broker's referrer), never from form values: a
 * `?referrer=` of a broker makes no one a broker (issue 7 finding 2, decision 022).
 */
export function ruleContext(
  config: LoanApplicationConfig,
  values: FormValues,
  formState: LoanApplicationFormState,
  today: Date,
  actor: PublicActor,
  debug = DEBUG_MODE,
): LoanApplicationRuleContext {
  return buildRuleContext({ config, values, formState, today, actor, debug });
}

/** The actor of this page, as the server put it in the page data (anonymous when absent). */
export function useActor(): PublicActor {
  const raw = usePageData('actor');
  return useMemo(() => readPublicActor(raw), [raw]);
}

export function isStepOneField(name: string): boolean {
  return stepOfField(name) === 1;
}

/** Field name → error kind of an invalid step: what the log receives (never the values themselves). */
export function validationSummary(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error.kind]));
}
