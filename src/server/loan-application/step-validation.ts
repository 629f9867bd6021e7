import { loanApplicationConfig } from '#content/loan-application.ts';
import { buildRuleContext } from '#domain/loan-application/context.ts';
import { newZealandToday } from '#domain/loan-application/dates.ts';
import { STEPS, type Step } from '#domain/loan-application/config.ts';
import type { LoanApplicationRuleContext } from '#domain/loan-application/fields.ts';
import { validateStep } from '#domain/loan-application/index.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { FieldErrors } from '../http-error.ts';

/**
 * The rule context on the server, built the way the browser builds it (domain buildRuleContext)
 * but from what the server knows: the site configuration, roles from the referrer configuration
 * and the related application id, and the credit result stored by the server (never the one the
 * browser sends). No object id: portal sessions belong to the roles issue, and a claimed ObjectId
 * must not unlock the logged-in rules.
 */
export function ruleContextFor(
  values: FormValues,
  formState: Record<string, unknown>,
  storedCreditResult: string | null,
  today: Date,
): LoanApplicationRuleContext {
  return buildRuleContext({
    config: loanApplicationConfig,
    values,
    formState: {
      centrixResult: storedCreditResult,
      specifyLoanAmount: formState.specifyLoanAmount === true,
      presetPreferredBranch: formState.presetPreferredBranch === true,
    },
    // The applicant's calendar date, whatever the server's time zone (an 18th birthday is an NZ date).
    today: newZealandToday(today),
    objectId: null,
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
