import type { FieldFacts, FieldInputMode, FieldInputType } from '#domain/validation/types.ts';

/** What a text-like widget (text, currency, textarea) reads from the field's rule: one definition per field. */
export interface InputFacts {
  type?: Exclude<FieldInputType, 'hidden'>;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: FieldInputMode;
  spellCheck?: boolean;
}

/**
 * The widget facts of a rule (type, maxLength, autocomplete, inputmode, spellcheck). The input's
 * maxLength is the length as typed when the rule normalises a longer typed form (issue 11).
 */
export function inputFactsOf(rule: (FieldFacts & { maxLength?: number }) | undefined): InputFacts {
  const facts: InputFacts = {};
  if (rule?.type && rule.type !== 'hidden') facts.type = rule.type;
  const maxLength = rule?.typedMaxLength ?? rule?.maxLength;
  if (maxLength !== undefined) facts.maxLength = maxLength;
  if (rule?.autocomplete !== undefined) facts.autoComplete = rule.autocomplete;
  if (rule?.inputMode !== undefined) facts.inputMode = rule.inputMode;
  if (rule?.spellCheck !== undefined) facts.spellCheck = rule.spellCheck;
  return facts;
}

/** The widget facts of the rule named `name` in a form's rule table; a missing rule is a bug. */
export function inputFacts(
  rules: readonly (FieldFacts & { name: string; maxLength?: number })[],
  name: string,
): InputFacts {
  const rule = rules.find((candidate) => candidate.name === name);
  if (!rule) throw new Error(`No rule for ${name}`);
  return inputFactsOf(rule);
}
