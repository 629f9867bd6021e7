import type { ReactNode } from 'react';
import { applicationCopy } from '#content/loan-application-copy.ts';
import type { StepCopy, applicationFieldsCopy } from '#content/loan-application-fields-copy.ts';
import { asText } from '#domain/validation/text-value.ts';
import { inputFactsOf, type InputFacts } from '#web/forms/input-facts.ts';
import { isDisabled, isRequired, isShown, pageRules } from '../state/rules.ts';
import type { ApplicationView } from '../state/application-context.tsx';

type FieldName = keyof typeof applicationFieldsCopy.fields;
type SectionName = keyof typeof applicationFieldsCopy.sections;
type Words = { label: string; hint?: string };

const isBrokers = (view: ApplicationView) => view.context.config.roles.isBroker;

/** Whether a field shows in the view's rule context: `shownIn(view)('JointApplication')`. */
export const shownIn =
  (view: ApplicationView) =>
  (name: string): boolean =>
    isShown(name, view.context);

/**
 * The steps' words this page holds (decision 115): a step's form module adds its own step's
 * (content/loan-application-step-N-copy.ts), so a step's page loads no other step's words; a
 * signed-in customer's summary reads every step's (content/loan-application-fields-copy.ts).
 */
const held: Partial<Record<number, StepCopy>> = {};

/** Adds a step's words to those the page holds. */
export function holdStepWords(step: number, words: StepCopy): void {
  held[step] = words;
}

type Kind = 'fields' | 'sections' | 'whyWeAsk';

function heldWords(name: string, kind: Kind, broker: boolean): unknown {
  for (const words of Object.values(held)) {
    if (!words) continue;
    const table: Record<string, unknown> = broker ? words.broker[kind] : words[kind];
    if (Object.hasOwn(table, name)) return table[name];
  }
  return undefined;
}

function wordsOf<T>(name: string, kind: Kind, broker: boolean): T {
  const words = (broker ? heldWords(name, kind, true) : undefined) ?? heldWords(name, kind, false);
  if (words === undefined) throw new Error(`The words of ${name} are not loaded`);
  return words as T;
}

/**
 * A field's label and hint as this visitor reads them: a broker's session asks about "your
 * client" (issue 11; content/loan-application-copy.ts `broker`), everyone else about "you".
 */
export function fieldWords(view: ApplicationView, name: FieldName): Words {
  return wordsOf<Words>(name, 'fields', isBrokers(view));
}

/** A "Why we ask" tooltip's words (a broker's: about the client), the step's own. */
export function whyWeAskWords(topic: string, broker: boolean): string {
  return wordsOf<string>(topic, 'whyWeAsk', broker);
}

/** A step's title (loan-application §2) as this visitor reads it (a broker's: about the client). */
export interface StepWords {
  title: string;
  estimatedTime: string;
}
export function stepWords(step: number, broker: boolean): StepWords {
  const words: StepWords = applicationCopy.steps[step - 1]!;
  return broker ? { ...words, ...applicationCopy.broker.steps[step - 1]! } : words;
}

/** A step's introduction and help as this visitor reads them: the step's own words, held with its form. */
export interface StepIntro {
  intro: string;
  help: string;
  /** Step 4's words for a signed-in customer. */
  loggedInIntro?: string;
}
export function stepIntro(step: number, broker: boolean): StepIntro {
  const words = held[step];
  if (!words) throw new Error(`The words of step ${step} are not loaded`);
  return broker ? { ...words.step, ...words.broker.step } : words.step;
}

/** A section's heading as this visitor reads it (a broker's: about the client). */
export function sectionWords(view: ApplicationView, name: SectionName): string {
  return wordsOf<string>(name, 'sections', isBrokers(view));
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
    ...inputFactsOf(pageRules().ruleOf(name)),
    onBlur: () => view.actions.normalise(name),
  };
}
export function checkboxField(view: ApplicationView, name: FieldName): BoundField<boolean> {
  return bindField(view, name, asBoolean);
}
