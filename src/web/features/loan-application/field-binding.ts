import type { ReactNode } from 'react';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { ruleOf } from '#domain/loan-application/index.ts';
import { inputFactsOf, type InputFacts } from '#web/forms/input-facts.ts';
import { isDisabled, isRequired } from './rules.ts';
import type { ApplicationView } from './application-context.tsx';

type FieldName = keyof typeof applicationCopy.fields;

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
  const copy: { label: string; hint?: string } = applicationCopy.fields[name];
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

export const asText = (raw: unknown): string =>
  typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
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
