import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { FormValues } from '#domain/validation/types.ts';
import {
  createFormRuntime,
  initialFormState,
  type FormRuntime,
  type FormRuntimeOptions,
  type FormState,
} from './form-runtime.ts';
import { createStore, useStoreState } from './store.ts';

/**
 * The label to bring into view for an input: its widget group's legend (a radio group, a date of
 * birth: the fieldset Field renders with the id `<id>-group`) or its own label, when visible.
 */
function labelOf(control: HTMLElement): HTMLElement {
  const group = control.closest('fieldset');
  const label =
    (group?.id.endsWith('-group') ? group.querySelector('legend') : null) ??
    (control as HTMLInputElement).labels?.[0];
  return label && label.getClientRects().length > 0 ? label : control;
}

/**
 * Moves focus to the first invalid input of the form (page order) each time `request` grows, after
 * the errors are on screen so it is read with its error, and scrolls its label into view when the
 * label is visible, else the input (loan-application §5, site-and-tools §5).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, request: number): void {
  useEffect(() => {
    if (request === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    labelOf(first).scrollIntoView?.({ block: 'center' });
  }, [form, request]);
}

/** The widget props of one input (src/web/widgets/field/widget-props.ts), bound to the form. */
export interface FieldBinding<Value> {
  id: string;
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  /** Shows the value as its rule reads it once the input is left (issue 11). */
  onBlur: () => void;
  error: string | undefined;
  required: boolean;
  disabled: boolean;
}

export interface UseFormOptions<Config> extends Omit<
  FormRuntimeOptions<Config, FormState>,
  'store'
> {
  initialValues: FormValues;
}

export interface UseForm {
  state: FormState;
  form: FormRuntime<FormState>;
  /** Put on the <form>: focus moves inside it to the first invalid input after a blocked submit. */
  ref: RefObject<HTMLFormElement | null>;
  /** `<Text {...field('Email')} label="Email" />`; `read` turns the stored value into the widget's. */
  field<Value = string>(name: string, read?: (raw: unknown) => Value): FieldBinding<Value>;
}

/**
 * A form of one page on the runtime; its state lives as long as the component. Pass `rules`,
 * `context` and `captcha` that keep their identity between renders (module constants, useCallback).
 */
export function useForm<Config>(options: UseFormOptions<Config>): UseForm {
  const [store] = useState(() => createStore(initialFormState(options.initialValues)));
  const { rules, context, validate, captcha } = options;
  // A new runtime when the rules or their context change (the page's data): the values, errors and
  // validated set stay in the store.
  const form = useMemo(
    () =>
      createFormRuntime<Config, FormState>({
        store,
        rules,
        context,
        ...(validate ? { validate } : {}),
        ...(captcha ? { captcha } : {}),
      }),
    [store, rules, context, validate, captcha],
  );
  const state = useStoreState(store);
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, state.focusFirstError);
  return {
    state,
    form,
    ref,
    field: <Value>(name: string, read?: (raw: unknown) => Value): FieldBinding<Value> => ({
      id: name,
      name,
      value: read ? read(state.values[name]) : (state.values[name] as Value),
      onChange: (value: Value) => form.change(name, value),
      onBlur: () => form.normalise(name),
      error: state.errors[name],
      required: form.isRequired(name),
      disabled: form.isDisabled(name),
    }),
  };
}
