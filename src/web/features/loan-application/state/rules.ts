import {
  applicationRules,
  buildRuleContext,
  type LoanApplicationConfig,
  type LoanApplicationFormState,
  type LoanApplicationRuleContext,
  type StepTables,
} from '#domain/loan-application/browser.ts';
import { useMemo } from 'react';
import { readPublicActor, type PublicActor } from '#domain/session/actor.ts';
import { usePageData } from '#web/app/page-context.tsx';
import type { ErrorKind, FieldErrors, FormValues } from '#domain/validation/types.ts';

/** Debug mode (loan-application §4): a development build opens any step and never prompts on leaving. */
export const DEBUG_MODE = import.meta.env.DEV;

/**
 * The steps' rule tables this page holds (decision 115): a step's form module adds its own step's
 * (steps/step-N-form.tsx), so a step's page loads only that step's rules with it; the other steps'
 * come with `loadEveryStep`, when a resumed application is checked or a signed-in customer's
 * record is applied. Reading a step not held throws.
 */
const held: StepTables = {};
const rules = applicationRules(held);

/** Adds steps' rule tables to those the page holds. */
export function holdStepRules(tables: StepTables): void {
  Object.assign(held, tables);
}

let everyStep: Promise<void> | undefined;
/** Every step's rule table (fields/index.ts, loaded once); a failed load is tried again when asked. */
export function loadEveryStep(): Promise<void> {
  if (rules.holdsEveryStep()) return Promise.resolve();
  everyStep ??= import('./every-step.on-demand.ts').then(
    ({ STEP_RULES }) => holdStepRules(STEP_RULES),
    (error: unknown) => {
      everyStep = undefined;
      throw error;
    },
  );
  return everyStep;
}

/** What the rule tables the page holds say (rule-table.ts). */
export const pageRules = () => rules;

export const isShown = (name: string, context: LoanApplicationRuleContext): boolean =>
  rules.isFieldShown(name, context);
export const isRequired = (name: string, context: LoanApplicationRuleContext): boolean =>
  rules.isFieldRequired(name, context);
export const isDisabled = (name: string, context: LoanApplicationRuleContext): boolean =>
  rules.isFieldDisabled(name, context);

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

/**
 * A field of step 1. A step's page holds its own step's rules: on step 1 they answer; a later
 * step's fields are not step 1's.
 */
export function isStepOneField(name: string): boolean {
  return rules.stepOf(name) === 1;
}

/** Field name → error kind of an invalid step: what the log receives (never the values themselves). */
export function validationSummary(errors: FieldErrors): Record<string, ErrorKind> {
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error.kind]));
}
