import { useEffect, useRef, useState } from 'react';
import {
  isRequired,
  markValidated,
  shouldValidateOnChange,
  submitErrorAnnouncement,
  validateField,
  validateFields,
} from '#domain/validation/engine.ts';
import type {
  FieldError,
  FieldErrors,
  FieldRule,
  FormValues,
  RuleContext,
} from '#domain/validation/types.ts';
import type { Announcement } from './form-announcer.tsx';

export interface UseFormOptions<Config> {
  /** The form's rule table (src/domain): the same one the server runs. */
  rules: readonly FieldRule<Config>[];
  initialValues: FormValues;
  /** Form-specific configuration the rules read (RuleContext.config). */
  config: Config;
  /** "Today" for age and expiry rules; defaults to the date the form was opened. */
  today?: Date;
  /** Put before each input name to make the id of its control (default none: the id is the name). */
  idPrefix?: string;
}

/** The props a widget takes (src/web/widgets/field/widget-props.ts), bound to one input of the form. */
export interface FieldBinding<Value> {
  id: string;
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  onBlur: () => void;
  error: string | undefined;
  required: boolean;
  disabled: boolean;
}

export interface FormApi<Config> {
  values: FormValues;
  /** The errors on show: only inputs validated at least once. */
  errors: FieldErrors;
  /** True while a submit handler runs; a second submit meanwhile is ignored. */
  busy: boolean;
  /** What the form's <FormAnnouncer> should say. */
  announcement: Announcement | null;
  /** The context the rules see now. */
  context: RuleContext<Config>;
  /** Widget props for one input: `<Text {...form.field('Email')} label="Email" />`. */
  field<Value = string>(name: string): FieldBinding<Value>;
  /** False when the input's condition is false: do not render it. */
  isShown(name: string): boolean;
  setValue(name: string, value: unknown): void;
  /** Replaces the values (a restored application) and forgets what was validated. */
  reset(values: FormValues): void;
  /**
   * Validates every input (live validation starts for all), shows the errors and returns their
   * count. With errors it announces "Could not submit the form. There was 1 error." (or "There
   * were N errors.") and moves focus to the first invalid input, scrolling its label into view.
   */
  validateAll(): number;
  /** Says something through the form's announcer. */
  announce(message: string): void;
  /**
   * A submit handler: blocked while busy, validates all, and calls `onValid` with the values only
   * when there are no errors, with `busy` set until it settles.
   */
  handleSubmit(
    onValid: (values: FormValues) => Promise<void> | void,
  ): (event?: { preventDefault(): void }) => Promise<void>;
}

interface FormState {
  values: FormValues;
  /** Inputs validated at least once: they validate live from now on (spec: §5). */
  validated: ReadonlySet<string>;
  errors: FieldErrors;
}

/** The errors of the validated inputs only. */
function errorsOf<Config>(
  rules: readonly FieldRule<Config>[],
  context: RuleContext<Config>,
  validated: ReadonlySet<string>,
): FieldErrors {
  return validateFields(
    rules.filter((rule) => validated.has(rule.name)),
    context,
  );
}

/** The label to bring into view for an input: its group's legend or its own label, when visible. */
function labelOf(id: string, control: HTMLElement): HTMLElement {
  const label =
    document.getElementById(`${id}-group`)?.querySelector('legend') ??
    (control as HTMLInputElement).labels?.[0];
  return label && label.getClientRects().length > 0 ? label : control;
}

/**
 * The form engine in the browser (site-and-tools §5 "Form engine", loan-application §5): values,
 * the errors on show and the inputs validated once, for any rule table.
 * - An input is first validated when focus leaves it (or on submit); from then on, on each change.
 * - Inputs whose condition is false or that are disabled are not validated (the engine skips them).
 * - `validateAll()` / `handleSubmit()` block a submit with errors, announce it and focus the first
 *   invalid input; `handleSubmit` ignores a second submit while one is in flight.
 */
export function useForm<Config>(options: UseFormOptions<Config>): FormApi<Config> {
  const { rules, config, idPrefix = '' } = options;
  const [openedOn] = useState(() => new Date());
  const today = options.today ?? openedOn;
  const [state, setState] = useState<FormState>(() => ({
    values: options.initialValues,
    validated: new Set(),
    errors: {},
  }));
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ names: string[] } | null>(null);

  // Handlers read the latest state and options, not those of the render that made them: two
  // changes in one event, or a submit straight after a change, must see each other.
  const latest = useRef({ state, rules, config, today, busy: false });
  useEffect(() => {
    latest.current = { ...latest.current, rules, config, today };
  });
  const contextFor = (values: FormValues): RuleContext<Config> => ({
    values,
    today: latest.current.today,
    config: latest.current.config,
  });
  const commit = (next: FormState) => {
    latest.current.state = next;
    setState(next);
  };

  const ruleByName = new Map(rules.map((rule) => [rule.name, rule]));
  const context: RuleContext<Config> = { values: state.values, today, config };

  const setValue = (name: string, value: unknown) => {
    const current = latest.current.state;
    const values = { ...current.values, [name]: value };
    // A change can make another validated input valid or not (a cross-field rule) or hide it: redo them all.
    const errors =
      current.validated.size > 0
        ? errorsOf(latest.current.rules, contextFor(values), current.validated)
        : current.errors;
    commit({ ...current, values, errors });
  };

  const blur = (name: string) => {
    const current = latest.current.state;
    const rule = latest.current.rules.find((r) => r.name === name);
    if (!rule) return;
    const validated = shouldValidateOnChange(current.validated, name)
      ? current.validated
      : markValidated(current.validated, [name]);
    const error: FieldError | null = validateField(rule, contextFor(current.values));
    const errors = { ...current.errors };
    if (error) errors[name] = error;
    else delete errors[name];
    commit({ ...current, validated, errors });
  };

  const announce = (message: string) => {
    setAnnouncement((previous) => ({ message, sequence: (previous?.sequence ?? 0) + 1 }));
  };

  const validateAll = () => {
    const current = latest.current.state;
    const validated = markValidated(
      current.validated,
      latest.current.rules.map((rule) => rule.name),
    );
    const errors = validateFields(latest.current.rules, contextFor(current.values));
    commit({ ...current, validated, errors });
    const count = Object.keys(errors).length;
    if (count > 0) {
      announce(submitErrorAnnouncement(count));
      setFocusRequest({ names: Object.keys(errors) });
    }
    return count;
  };

  // Focus after the errors are on screen, so the input is read with its error.
  useEffect(() => {
    if (!focusRequest) return;
    const controls = focusRequest.names
      .map((name) => ({ id: idPrefix + name, control: document.getElementById(idPrefix + name) }))
      .filter((found): found is { id: string; control: HTMLElement } => found.control !== null);
    // The first in the page, whatever the order of the rule table.
    controls.sort((a, b) =>
      a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    const first = controls[0];
    if (!first) return;
    first.control.focus({ preventScroll: true });
    // spec: site-and-tools §5: scroll to the first invalid input, or to its label if that is visible.
    labelOf(first.id, first.control).scrollIntoView?.({ block: 'center' });
  }, [focusRequest, idPrefix]);

  const handleSubmit =
    (onValid: (values: FormValues) => Promise<void> | void) =>
    async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      // A ref, not the busy state: a double click lands before React re-renders.
      if (latest.current.busy) return;
      if (validateAll() > 0) return;
      latest.current.busy = true;
      setBusy(true);
      try {
        await onValid(latest.current.state.values);
      } finally {
        latest.current.busy = false;
        setBusy(false);
      }
    };

  const reset = (values: FormValues) => commit({ values, validated: new Set(), errors: {} });

  return {
    values: state.values,
    errors: state.errors,
    busy,
    announcement,
    context,
    isShown: (name) => ruleByName.get(name)?.condition?.(context) ?? true,
    field: <Value>(name: string): FieldBinding<Value> => {
      const rule = ruleByName.get(name);
      return {
        id: idPrefix + name,
        name,
        value: state.values[name] as Value,
        onChange: (value: Value) => setValue(name, value),
        onBlur: () => blur(name),
        error: state.errors[name]?.message,
        required: rule ? isRequired(rule, context) : false,
        disabled: rule?.disabled?.(context) ?? false,
      };
    },
    setValue,
    reset,
    validateAll,
    announce,
    handleSubmit,
  };
}
