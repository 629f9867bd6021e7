/**
 * The rule context of one applicant. The browser and the server build the context the same way,
 * so they agree on what shows. It reads no step's rule table (decision 115).
 */
import type { FormValues } from '../validation/types.ts';
import type { LoanApplicationConfig, LoanApplicationContextConfig } from './config.ts';
import { loanAmountsFor } from './amounts.ts';
import type { LoanApplicationRuleContext } from './fields/shared.ts';
import { deriveRoles, findReferrer } from './roles.ts';
import type { LoanApplicationFormState } from './types.ts';
import type { PublicActor } from '../session/actor.ts';

export interface RuleContextInputs {
  config: LoanApplicationConfig;
  values: FormValues;
  /** The form-state values the conditions read. */
  formState: Pick<
    LoanApplicationFormState,
    'centrixResult' | 'specifyLoanAmount' | 'presetPreferredBranch'
  >;
  today: Date;
  /** Who makes the request (the server's session; the browser reads it from the page data). */
  actor: PublicActor;
  debug?: boolean;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The context: roles from the actor, the Referrer value's configuration and RelatedApplicationId (§6). */
export function buildRuleContext({
  config,
  values,
  formState,
  today,
  actor,
  debug = false,
}: RuleContextInputs): LoanApplicationRuleContext {
  const referrer = findReferrer(config, textOrNull(values.Referrer));
  const roles = deriveRoles({
    referrer,
    actor,
    relatedApplicationId: textOrNull(values.RelatedApplicationId),
    debug,
  });
  const contextConfig: LoanApplicationContextConfig = {
    ...config,
    ...loanAmountsFor(config, referrer),
    roles,
    referrer,
    centrixResult: formState.centrixResult,
    specifyLoanAmount: formState.specifyLoanAmount,
    presetPreferredBranch: formState.presetPreferredBranch,
  };
  return { values, today, config: contextConfig };
}
