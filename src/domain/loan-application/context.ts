/**
 * What the whole rule table (all four steps, fields/index.ts) says about a field in a rule context:
 * the server's and the tests' reading. A step's page in the browser reads only the tables it
 * holds, through rule-table.ts (decision 115).
 */
import type { FormValues } from '../validation/types.ts';
import type { Step } from './config.ts';
import {
  STEP_RULES,
  type LoanApplicationRule,
  type LoanApplicationRuleContext,
} from './fields/index.ts';
import { applicationRules } from './rule-table.ts';
import type { LockSection } from './types.ts';

export { buildRuleContext, type RuleContextInputs } from './rule-context.ts';

/** The four steps' tables: the server's, which holds them all. */
export const EVERY_STEP = applicationRules(STEP_RULES);

/** The rule of a field, or undefined for a name the application does not have. */
export function ruleOf(name: string): LoanApplicationRule | undefined {
  return EVERY_STEP.ruleOf(name);
}

/** Shown: the field's condition holds (a field without a condition always shows). Unknown names are not shown. */
export function isFieldShown(name: string, context: LoanApplicationRuleContext): boolean {
  return EVERY_STEP.isFieldShown(name, context);
}

export function isFieldDisabled(name: string, context: LoanApplicationRuleContext): boolean {
  return EVERY_STEP.isFieldDisabled(name, context);
}

/** Required now; a field that is not required shows "(optional)" (site-and-tools §5). */
export function isFieldRequired(name: string, context: LoanApplicationRuleContext): boolean {
  return EVERY_STEP.isFieldRequired(name, context);
}

/**
 * The values with the step's hidden fields removed: an answer to a question no longer shown does
 * not apply and is not saved (a VisaType after Residency changed to Yes). Other steps' values stay.
 */
export function withoutHiddenFields(step: Step, context: LoanApplicationRuleContext): FormValues {
  return EVERY_STEP.withoutHiddenFields(step, context);
}

/** The fields of a lockable section (§3 stepLocked: 1, 2, 3, 4-security, 4-employment). */
export function lockSectionFieldNames(section: LockSection): string[] {
  return EVERY_STEP.lockSectionFieldNames(section);
}
