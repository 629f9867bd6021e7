import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { CaptchaAction } from '#domain/captcha/protocol.ts';
import { asText } from '#domain/validation/text-value.ts';
import type { FieldRule, FormValues, RuleContext } from '#domain/validation/types.ts';
import { CaptchaSubmit } from './captcha-submit.tsx';
import { inputFacts } from './input-facts.ts';
import { sendForm } from './send-form.ts';
import { useForm, type UseForm } from './use-form.ts';

type Captcha = { action: CaptchaAction; fallbackMessage: string };

/**
 * A posted form's runtime (`useForm`) over its rule table, with its fields' props by name (`bind`:
 * the value, the rule's limit and input facts, the page's label and hint) and the values to send
 * by the contract's names. Pass `rules` and `context` that keep their identity between renders.
 */
export function usePostedForm<Name extends string>(options: {
  rules: () => readonly FieldRule[];
  context: (values: FormValues) => RuleContext;
  captcha?: Captcha;
  names: readonly Name[];
  initialValues?: Partial<Record<Name, string>>;
  words: { labels: Record<Name, string>; hints?: Partial<Record<Name, string>> };
}) {
  const { rules, context, captcha, names, words } = options;
  const runtime = useForm({
    rules,
    context,
    ...(captcha ? { captcha } : {}),
    initialValues: {
      ...Object.fromEntries(names.map((name) => [name, ''])),
      ...options.initialValues,
    },
  });
  const bind = (name: Name) => {
    const hint = words.hints?.[name];
    return {
      ...runtime.field(name, asText),
      ...inputFacts(rules(), name),
      label: words.labels[name],
      ...(hint ? { hint } : {}),
    };
  };
  const values = () =>
    Object.fromEntries(names.map((name) => [name, asText(runtime.state.values[name])]));
  return { bind, frame: { runtime, values, ...(captcha ? { captcha } : {}) } };
}

/**
 * The frame of a posted form on the one form runtime (the complaint form, the hardship forms,
 * the answer to a request for information): the fields (`children`), a submit that validates,
 * announces, links and focuses the errors before anything is sent, the call through `sendForm`
 * (the captcha's answer when the form has one; a 409's fallback and a 422's field errors), the
 * failure in the page's words, and, once the answer comes, what `onPosted` makes of it in the
 * form's place (`<Acknowledged>`), or the form again where the page says it (null).
 */
export function PostedForm(props: {
  runtime: Pick<UseForm, 'state' | 'form' | 'ref'>;
  call: { method: string; path: string };
  /** The values sent, by the contract's names. */
  values: () => Record<string, unknown>;
  /** The form's captcha (its `usePostedForm` one); none behind a sign-in. */
  captcha?: Captcha;
  words: { submit: string; sending: string; failed: string };
  /** The contract's schema of the answer, loaded with it: an answer it does not read is a failure. */
  answer?: () => Promise<ZodType>;
  onPosted: (body: unknown) => ReactNode;
  children: ReactNode;
}) {
  const { runtime, call, values, captcha, words, answer, onPosted, children } = props;
  const { state, form, ref } = runtime;
  const [failed, setFailed] = useState(false);
  const [posted, setPosted] = useState<ReactNode>(null);
  if (posted) return posted;
  const send = async () => {
    const outcome = await sendForm(form, call, values(), { captcha: captcha !== undefined });
    if (outcome.kind === 'failed') setFailed(true);
    if (outcome.kind !== 'ok') return;
    const body = answer ? await read(answer, outcome.body) : outcome.body;
    if (body === null) setFailed(true);
    else setPosted(onPosted(body));
  };
  return (
    <form
      method="post"
      ref={ref}
      noValidate
      className="contact-form"
      onSubmit={(event) => {
        event.preventDefault();
        setFailed(false);
        void form.submit({ busyMessage: words.sending, onError: () => setFailed(true), send });
      }}
    >
      {children}
      <CaptchaSubmit
        state={state}
        form={form}
        label={words.submit}
        {...(captcha ? { captcha } : {})}
      >
        {failed ? (
          <p role="alert" className="field__error">
            {words.failed}
          </p>
        ) : null}
      </CaptchaSubmit>
    </form>
  );
}

/** The answer as its contract reads it, or null. */
async function read(answer: () => Promise<ZodType>, body: unknown): Promise<unknown> {
  const [schema, { readAnswer }] = await Promise.all([
    answer(),
    import('#domain/contracts/wire.ts'),
  ]);
  return readAnswer(schema, body);
}

/** A posted form's acknowledgement: its reference, and the page's words for what happens next. */
export function Acknowledged({
  words,
  reference,
}: {
  /** `reference`: the words before the reference ("Your reference is"). */
  words: { heading: string; reference: string; next: string | readonly string[] };
  reference: string;
}) {
  return (
    <div role="status" className="notice notice--success">
      <h3>{words.heading}</h3>
      <p>
        {words.reference} <strong>{reference}</strong>.
      </p>
      {[words.next].flat().map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
