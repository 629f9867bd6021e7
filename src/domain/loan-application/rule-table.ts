/**
 * What the rule table says, read over the steps' tables a program holds (decision 115): the
 * server holds all four (`fields/index.ts`, through context.ts and validate.ts); a step's page in
 * the browser holds its own step's, and the others only once it needs them (a resumed application,
 * a signed-in customer's record). Asking about a step whose table is not held is a mistake of the
 * program, and throws.
 */
import { validateField, validateFields } from '../validation/engine.ts';
import type { FieldError, FieldErrors, FieldRule, RuleContext } from '../validation/types.ts';
import type { FormValues } from '../validation/types.ts';
import { STEPS, type Step } from './config.ts';
import type { LoanApplicationRule, LoanApplicationRuleContext } from './fields/shared.ts';
import { resolveMessage } from './messages.ts';
import type { LockSection } from './types.ts';

/** The steps' rule tables held (fields/step-N.ts), by step. */
export type StepTables = Partial<Record<Step, readonly LoanApplicationRule[]>>;

export interface InvalidStep {
  step: Step;
  errors: FieldErrors;
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

const SECURITY_FIELDS = new Set(['SecurityType', 'VehicleRegistrationNumber', 'VehicleVinNumber']);
/**
 * Asked of everyone, never locked: the branch belongs to this application, not to the customer's
 * record, and identity documents (numbers, uploads) are not kept in a record. "Existing customer"
 * is asked beside the branch: the record only prefills it (CUSTOMER_PREFILLED_FIELDS).
 */
const NEVER_LOCKED = /^(PreferredBranch|ExistingCustomer|DriverLicence|Passport)/;
const isEmploymentField = (name: string): boolean => /^(Previous)?Employment/.test(name);

/**
 * The error as the form shows it: the rule's own (the address's part messages), else the engine's
 * with the configured amounts.
 */
function finish(
  rule: LoanApplicationRule | undefined,
  error: FieldError,
  context: LoanApplicationRuleContext,
): FieldError {
  if (rule?.errorOf) return rule.errorOf(context.values[rule.name]) ?? error;
  return { kind: error.kind, message: resolveMessage(error.message, context.config) };
}

export type ApplicationRules = ReturnType<typeof applicationRules>;

/**
 * The rule table's questions over `tables`, which may be added to later (a step's page adds the
 * other steps' tables when it needs them): each answer reads the tables held when it is asked.
 */
export function applicationRules(tables: StepTables) {
  const held = () => STEPS.filter((step) => tables[step] !== undefined);

  /** A step's rules, in the order its fields appear. */
  function rulesOf(step: Step): readonly LoanApplicationRule[] {
    const rules = tables[step];
    if (!rules) throw new Error(`The rules of step ${step} are not loaded`);
    return rules;
  }

  /** The rule of a field of a step held, or undefined. */
  function ruleOf(name: string): LoanApplicationRule | undefined {
    for (const step of held()) {
      const rule = tables[step]!.find((candidate) => candidate.name === name);
      if (rule) return rule;
    }
    return undefined;
  }

  /** The step a field belongs to among the steps held, or null. */
  function stepOf(name: string): Step | null {
    return held().find((step) => tables[step]!.some((rule) => rule.name === name)) ?? null;
  }

  function validateStep(step: Step, context: LoanApplicationRuleContext): FieldErrors {
    const rules = rulesOf(step);
    const errors = validateFields(rules, context);
    return Object.fromEntries(
      Object.entries(errors).map(([name, error]) => [
        name,
        finish(
          rules.find((rule) => rule.name === name),
          error,
          context,
        ),
      ]),
    );
  }

  function validateApplicationField(
    name: string,
    context: LoanApplicationRuleContext,
  ): FieldError | null {
    const rule = ruleOf(name);
    const error = rule ? validateField(rule, context) : null;
    return error ? finish(rule, error, context) : null;
  }

  function lockSectionFieldNames(section: LockSection): string[] {
    switch (section) {
      case '1':
      case '2':
      case '3':
        return rulesOf(Number(section) as Step)
          .filter((rule) => !NEVER_LOCKED.test(rule.name))
          .map((rule) => rule.name);
      case '4-security':
        return rulesOf(4)
          .filter((rule) => SECURITY_FIELDS.has(rule.name))
          .map((rule) => rule.name);
      case '4-employment':
        return rulesOf(4)
          .filter((rule) => isEmploymentField(rule.name))
          .map((rule) => rule.name);
    }
  }

  return {
    /** Every step's table is held. */
    holdsEveryStep: () => held().length === STEPS.length,
    rulesOf,
    ruleOf,
    stepOf,

    /** Shown: the field's condition holds (a field without a condition always shows). Unknown names are not shown. */
    isFieldShown(name: string, context: LoanApplicationRuleContext): boolean {
      const rule = ruleOf(name);
      return rule !== undefined && holds(rule, 'condition', context, true);
    },

    isFieldDisabled(name: string, context: LoanApplicationRuleContext): boolean {
      const rule = ruleOf(name);
      return rule !== undefined && holds(rule, 'disabled', context, false);
    },

    /** Required now; a field that is not required shows "(optional)" (site-and-tools §5). */
    isFieldRequired(name: string, context: LoanApplicationRuleContext): boolean {
      const required = ruleOf(name)?.required;
      return typeof required === 'function' ? required(context) : required === true;
    },

    /**
     * The values with the step's hidden fields removed: an answer to a question no longer shown
     * does not apply and is not saved (a VisaType after Residency changed to Yes). Other steps'
     * values stay.
     */
    withoutHiddenFields(step: Step, context: LoanApplicationRuleContext): FormValues {
      const values = { ...context.values };
      for (const rule of rulesOf(step))
        if (!holds(rule, 'condition', context, true)) delete values[rule.name];
      return values;
    },

    /** The fields of a lockable section (§3 stepLocked: 1, 2, 3, 4-security, 4-employment). */
    lockSectionFieldNames,

    /**
     * The errors of one step's shown, enabled fields, in table order (the first key is the input
     * to scroll to), with the configured amounts of the LoanAmountSpecific message and the
     * address part's own message (site-and-tools §5 "Address" pattern messages).
     */
    validateStep,

    /** One field's error (live validation), or null when it passes, is hidden or disabled, or is not an application field. */
    validateApplicationField,

    /**
     * The lowest of steps 1 to `throughStep` that has errors, with them, or null when all pass
     * (§4: on load earlier steps are revalidated silently and the applicant is sent to the lowest invalid one).
     */
    lowestInvalidStep(
      context: LoanApplicationRuleContext,
      throughStep: number,
    ): InvalidStep | null {
      for (const step of STEPS) {
        if (step > throughStep) break;
        const errors = validateStep(step, context);
        if (Object.keys(errors).length > 0) return { step, errors };
      }
      return null;
    },

    /** A locked section is complete when none of its fields has an error: it offers Change, otherwise Add (§4). */
    isLockSectionComplete(section: LockSection, context: LoanApplicationRuleContext): boolean {
      return lockSectionFieldNames(section).every(
        (name) => validateApplicationField(name, context) === null,
      );
    },
  };
}
