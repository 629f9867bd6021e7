/**
 * The rule context of one applicant, and what the rule table says about a field in it. The
 * browser and the server build the context the same way, so they agree on what shows.
 */
import type { FieldRule, FormValues, RuleContext } from '../validation/types.ts';
import type { LoanApplicationConfig, LoanApplicationContextConfig, Step } from './config.ts';
import { STEPS } from './config.ts';
import { loanAmountsFor } from './amounts.ts';
import {
  STEP_RULES,
  type LoanApplicationRule,
  type LoanApplicationRuleContext,
} from './fields/index.ts';
import { deriveRoles, findReferrer } from './roles.ts';
import type { LoanApplicationFormState, LockSection } from './types.ts';
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

const RULES_BY_NAME = new Map<string, LoanApplicationRule>(
  STEPS.flatMap((step) => STEP_RULES[step].map((rule) => [rule.name, rule] as const)),
);

/** The rule of a field, or undefined for a name the application does not have. */
export function ruleOf(name: string): LoanApplicationRule | undefined {
  return RULES_BY_NAME.get(name);
}

const holds = <Config>(
  rule: FieldRule<Config>,
  key: 'condition' | 'disabled',
  context: RuleContext<Config>,
  fallback: boolean,
): boolean => {
  const predicate = rule[key];
  return predicate ? predicate(context) : fallback;
};

/** Shown: the field's condition holds (a field without a condition always shows). Unknown names are not shown. */
export function isFieldShown(name: string, context: LoanApplicationRuleContext): boolean {
  const rule = ruleOf(name);
  return rule !== undefined && holds(rule, 'condition', context, true);
}

export function isFieldDisabled(name: string, context: LoanApplicationRuleContext): boolean {
  const rule = ruleOf(name);
  return rule !== undefined && holds(rule, 'disabled', context, false);
}

/** Required now; a field that is not required shows "(optional)" (site-and-tools §5). */
export function isFieldRequired(name: string, context: LoanApplicationRuleContext): boolean {
  const required = ruleOf(name)?.required;
  return typeof required === 'function' ? required(context) : required === true;
}

/**
 * The values with the step's hidden fields removed: an answer to a question no longer shown does
 * not apply and is not saved (a VisaType after Residency changed to Yes). Other steps' values stay.
 */
export function withoutHiddenFields(step: Step, context: LoanApplicationRuleContext): FormValues {
  const values = { ...context.values };
  for (const rule of STEP_RULES[step])
    if (!holds(rule, 'condition', context, true)) delete values[rule.name];
  return values;
}

const SECURITY_FIELDS = new Set(['SecurityType', 'VehicleRegistrationNumber', 'VehicleVinNumber']);
/**
 * Asked of everyone, never locked: the branch belongs to this application, not to the customer's
 * record, and identity documents (numbers, uploads) are not kept in a record.
 */
const NEVER_LOCKED = /^(PreferredBranch|DriverLicence|Passport)/;
const isEmploymentField = (name: string): boolean => /^(Previous)?Employment/.test(name);

/** The fields of a lockable section (§3 stepLocked: 1, 2, 3, 4-security, 4-employment). */
export function lockSectionFieldNames(section: LockSection): string[] {
  switch (section) {
    case '1':
    case '2':
    case '3':
      return STEP_RULES[Number(section) as Step]
        .filter((rule) => !NEVER_LOCKED.test(rule.name))
        .map((rule) => rule.name);
    case '4-security':
      return STEP_RULES[4]
        .filter((rule) => SECURITY_FIELDS.has(rule.name))
        .map((rule) => rule.name);
    case '4-employment':
      return STEP_RULES[4].filter((rule) => isEmploymentField(rule.name)).map((rule) => rule.name);
  }
}
