import { buildRuleContext } from '#domain/loan-application/context.ts';
import { newZealandToday } from '#domain/loan-application/dates.ts';
import { STEPS, type LoanApplicationConfig, type Step } from '#domain/loan-application/config.ts';
import type { LoanApplicationRuleContext } from '#domain/loan-application/fields/index.ts';
import { validateStep } from '#domain/loan-application/index.ts';
import { publicActor, type Actor } from '#domain/session/actor.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { FieldErrors } from '../http-error.ts';

/** What the server itself knows of an application, besides its values (decision 022). */
export interface ServerFacts {
  /** The credit result the server stored (never the one the browser sends). */
  creditResult: string | null;
  /** The branch preset when the application started (applications.preset_branch), or null. */
  presetBranch: string | null;
  /** The applicant chose the specific amount: LoanAmountSpecific holds a value (domain isSpecificAmountChosen, amounts.ts). */
  specificAmount: boolean;
}

/**
 * The rule context on the server, built the way the browser builds it (domain buildRuleContext)
 * but from what the server knows: the site configuration it was given, the roles from the
 * session's actor and the referrer configuration, and the server's own facts. Nothing comes from
 * the browser's FormState (issue 7 finding 2, decision 022).
 */
export function ruleContextFor(
  config: LoanApplicationConfig,
  actor: Actor,
  values: FormValues,
  facts: ServerFacts,
  today: Date,
): LoanApplicationRuleContext {
  return buildRuleContext({
    config,
    values,
    formState: {
      centrixResult: facts.creditResult,
      specifyLoanAmount: facts.specificAmount,
      presetPreferredBranch: facts.presetBranch !== null,
    },
    // The applicant's calendar date, whatever the server's time zone (an 18th birthday is an NZ date).
    today: newZealandToday(today),
    actor: publicActor(actor),
  });
}

export interface StepFailure {
  step: Step;
  fields: FieldErrors;
}

function failuresOf(step: Step, context: LoanApplicationRuleContext): StepFailure | null {
  const errors = validateStep(step, context);
  const names = Object.keys(errors);
  if (names.length === 0) return null;
  return { step, fields: Object.fromEntries(names.map((name) => [name, errors[name]!.message])) };
}

/**
 * The submitted step's rules; on step 4 (the submission) every earlier step's too, since the
 * application is judged as a whole: the lowest failing step is reported.
 */
export function validateForSave(
  step: Step,
  context: LoanApplicationRuleContext,
): StepFailure | null {
  const own = failuresOf(step, context);
  if (own || step !== 4) return own;
  for (const earlier of STEPS) {
    if (earlier === step) break;
    const failure = failuresOf(earlier, context);
    if (failure) return failure;
  }
  return null;
}
