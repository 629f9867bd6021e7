import { useCallback, useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { staffFormContext } from '#domain/staff/form-rules.ts';
import type { FieldRule, FormValues } from '#domain/validation/types.ts';
import { callApi } from '#web/api/call.ts';
import { readChangedControls } from '#web/app/typed-before-hydration.ts';
import { asText } from '#domain/validation/text-value.ts';
import type { FormRuntime, FormState } from '#web/forms/form-runtime.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { inputFacts } from '#web/forms/input-facts.ts';
import { useForm } from '#web/forms/use-form.ts';
import { staffOutcome, type StaffCallOutcome } from './api.ts';

const FAILED = 'Something went wrong, please try again.';

/**
 * A workspace form on the one form runtime (issue 29 finding 5): its rule table from
 * src/domain/staff/form-rules.ts (the one its contract is built from), each widget's props with
 * the rule's limit (`bind`), the values as the contract names them, and a submit that validates,
 * announces and links the errors before `send` runs. `idPrefix` keeps the page's ids unique.
 * What the officer typed or chose in the server-rendered form before the page's script ran is
 * kept (`useKeptFromBeforeHydration`).
 */
export function useStaffForm(
  rules: readonly FieldRule[],
  options: { idPrefix?: string; initialValues?: FormValues } = {},
) {
  const ownId = useId();
  const prefix = options.idPrefix ?? ownId;
  const { state, form, field, ref } = useForm({
    rules: useCallback(() => rules, [rules]),
    context: staffFormContext,
    initialValues: {
      ...Object.fromEntries(rules.map((rule) => [rule.name, ''])),
      ...options.initialValues,
    },
  });
  useKeptFromBeforeHydration(rules, form, ref);
  const bind = (name: string, label: ReactNode) => ({
    ...field(name, asText),
    ...inputFacts(rules, name),
    id: `${prefix}-${name}`,
    label,
  });
  /** The form's text values, trimmed, by the contract's names. */
  const values = () =>
    Object.fromEntries(rules.map((rule) => [rule.name, asText(state.values[rule.name]).trim()]));
  /** Posts the form's values, with what the call adds (the version shown), as `postStaff`. */
  const post = (path: string, extra: Record<string, unknown> = {}) =>
    postStaff(form, path, { ...values(), ...extra });
  /**
   * The `<form>`'s props: posted, the runtime's validation instead of the browser's, and a submit
   * that validates and announces before `send`, which gets the form element, for inputs outside
   * the runtime.
   */
  // Each form says its method itself (`method="post"`, tests/tooling/form-methods.test.ts).
  const formProps = (send: (element: HTMLFormElement) => void) => ({
    ref,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      void form.submit({ send: async () => send(element), onError: () => undefined });
    },
  });
  return { state, form, ref, bind, values, post, formProps };
}

/**
 * React leaves a hydrated control showing what was typed or chosen before the page's script ran,
 * but the form's state holds the server's values, which its next render writes back over the
 * control and a submit sends (decision 164 found it on the complaint's selects). The form's own
 * fields that differ from the server's HTML (`readChangedControls`, the reader the application's
 * steps use, issue 7 finding 9) go into its state once, after hydration. Read from the form's
 * element rather than the page's capture: the page's several forms may share a field's name. Read
 * in the hydrating commit (a layout effect), before any effect of the page's own (decision 168).
 */
function useKeptFromBeforeHydration(
  rules: readonly FieldRule[],
  form: FormRuntime<FormState>,
  element: { current: HTMLFormElement | null },
): void {
  const taken = useRef(false);
  useLayoutEffect(() => {
    if (taken.current || !element.current) return;
    taken.current = true;
    const typed = readChangedControls(element.current);
    for (const { name } of rules) if (Object.hasOwn(typed, name)) form.change(name, typed[name]);
  }, [rules, form, element]);
}

/**
 * A workspace form's element (`useStaffForm`'s): its fields, its submit button, off while the page
 * or the form is busy, and the announcer of its outcome. `labelledBy`: the id of its heading.
 */
export function StaffForm(props: {
  form: Pick<ReturnType<typeof useStaffForm>, 'state' | 'formProps'>;
  send: (element: HTMLFormElement) => void;
  busy: boolean;
  submit: ReactNode;
  labelledBy?: string;
  children: ReactNode;
}) {
  const { state, formProps } = props.form;
  return (
    <form method="post" {...formProps(props.send)} aria-labelledby={props.labelledBy}>
      {props.children}
      <button type="submit" className="button" disabled={props.busy || state.busy}>
        {props.submit}
      </button>
      <FormAnnouncer announcement={state.announcement} />
    </form>
  );
}

/**
 * A workspace call through the one client (decision 160): done, or the server's words to show (a
 * 409 is a change made meanwhile: behind the staff sign-in there is no captcha); the server's field
 * errors (422) go on the form's fields.
 */
export async function postStaff(
  form: FormRuntime<FormState>,
  path: string,
  body: Record<string, unknown>,
): Promise<StaffCallOutcome> {
  const outcome = await callApi({ method: 'POST', path }, { body });
  if (outcome.ok) return { ok: true, body: outcome.body };
  if (outcome.status === 422 && outcome.fields) {
    form.showErrors(outcome.fields);
    return { ok: false, status: 422, message: Object.values(outcome.fields)[0] ?? FAILED };
  }
  return staffOutcome(outcome);
}
