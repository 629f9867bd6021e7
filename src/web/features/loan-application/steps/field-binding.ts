import type { ReactNode } from 'react';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { ruleOf } from '#domain/loan-application/index.ts';
import { asText } from '#domain/validation/text-value.ts';
import { inputFactsOf, type InputFacts } from '#web/forms/input-facts.ts';
import { isDisabled, isRequired } from '../state/rules.ts';
import type { ApplicationView } from '../state/application-context.tsx';

type FieldName = keyof typeof applicationCopy.fields;
type SectionName = keyof typeof applicationCopy.sections;
type BrokerFieldName = keyof typeof applicationCopy.broker.fields;
type BrokerSectionName = keyof typeof applicationCopy.broker.sections;

const isBrokers = (view: ApplicationView) => view.context.config.roles.isBroker;

/**
 * A field's label and hint as this visitor reads them: a broker's session asks about "your
 * client" (issue 11; content/loan-application-copy.ts `broker`), everyone else about "you".
 */
export function fieldWords(
  view: ApplicationView,
  name: FieldName,
): { label: string; hint?: string } {
  if (isBrokers(view) && name in applicationCopy.broker.fields)
    return applicationCopy.broker.fields[name as BrokerFieldName];
  return applicationCopy.fields[name];
}

/** A step's title and words (loan-application §2) as this visitor reads them (a broker's: about the client). */
export interface StepWords {
  title: string;
  estimatedTime: string;
  intro: string;
  help: string;
  /** Step 4's words for a signed-in customer. */
  loggedInIntro?: string;
}
export function stepWords(step: number, broker: boolean): StepWords {
  const words: StepWords = applicationCopy.steps[step - 1]!;
  return broker ? { ...words, ...applicationCopy.broker.steps[step - 1]! } : words;
}

/** A section's heading as this visitor reads it (a broker's: about the client). */
export function sectionWords(view: ApplicationView, name: SectionName): string {
  if (isBrokers(view) && name in applicationCopy.broker.sections)
    return applicationCopy.broker.sections[name as BrokerSectionName];
  return applicationCopy.sections[name];
}

export interface BoundField<Value> {
  name: string;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: Value;
  onChange: (value: Value) => void;
  error: string | undefined;
  required: boolean;
  disabled: boolean;
}

/**
 * A widget's props for one field of the application: its label and hint from the content, its
 * value from the store, required and disabled from the rule table, and its error once validated.
 */
export function bindField<Value>(
  view: ApplicationView,
  name: FieldName,
  read: (raw: unknown) => Value,
  write: (value: Value) => unknown = (value) => value,
): BoundField<Value> {
  const copy = fieldWords(view, name);
  return {
    name,
    id: name,
    label: copy.label,
    ...(copy.hint ? { hint: copy.hint } : {}),
    value: read(view.state.values[name]),
    onChange: (value) => view.actions.change(name, write(value)),
    error: view.state.errors[name],
    required: isRequired(name, view.context),
    disabled: isDisabled(name, view.context),
  };
}

export const asBoolean = (raw: unknown): boolean => raw === true || raw === 'true';

/** Shorthands for the common kinds. */
export function textField(view: ApplicationView, name: FieldName): BoundField<string> {
  return bindField(view, name, asText);
}

/**
 * A text-like field: its binding plus the widget facts of its rule (type, maxLength, autocomplete,
 * inputmode); once left, it shows its value as the rule reads it (issue 11).
 */
export function inputField(
  view: ApplicationView,
  name: FieldName,
): BoundField<string> & InputFacts & { onBlur: () => void } {
  return {
    ...textField(view, name),
    ...inputFactsOf(ruleOf(name)),
    onBlur: () => view.actions.normalise(name),
  };
}
export function checkboxField(view: ApplicationView, name: FieldName): BoundField<boolean> {
  return bindField(view, name, asBoolean);
}
