import { useState } from 'react';
import {
  hardshipChangeLabels,
  hardshipPage,
  hardshipPublicWords,
} from '#content/lending/hardship.ts';
import { API } from '#domain/contracts/wire.ts';
import {
  HARDSHIP_CHANGES,
  hardshipContext,
  publicHardshipRules,
} from '#domain/hardship/hardship.ts';
import { asText } from '#domain/validation/text-value.ts';
import { CaptchaSubmit } from '#web/forms/captcha-submit.tsx';
import { inputFactsOf } from '#web/forms/input-facts.ts';
import { sendForm } from '#web/forms/send-form.ts';
import { useForm } from '#web/forms/use-form.ts';
import { DateOfBirth } from '#web/widgets/date-of-birth/date-of-birth.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';

const copy = hardshipPublicWords;
const RULES = publicHardshipRules();
const rules = () => RULES;
const ruleOf = (name: string) => RULES.find((rule) => rule.name === name);
const CAPTCHA = { action: 'submit_form' as const, fallbackMessage: copy.fallbackMessage };
type Name = keyof typeof copy.labels;
const NAMES: readonly Name[] = [
  'LoanNumber',
  'DateOfBirth',
  'WhatHappened',
  'CanPay',
  'Months',
  'Change',
];
const CHANGES = HARDSHIP_CHANGES.map((value) => ({ value, label: hardshipChangeLabels[value] }));

/**
 * The public hardship form (CCCFA ss 55-56, decision 156) for a borrower who is not signed in, on
 * the one form runtime: the portal's questions with the same rules, and the loan number and date
 * of birth the server matches against the loan's borrower; the complaint form's invisible
 * captcha. A mismatch is the server's one message on both fields, never saying which was wrong.
 * The answer is the acknowledgement with the reference (s 57A).
 */
export function PublicHardshipForm() {
  const { state, form, field, ref } = useForm({
    rules,
    context: hardshipContext,
    captcha: CAPTCHA,
    initialValues: Object.fromEntries(NAMES.map((name) => [name, ''])),
  });
  const [reference, setReference] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const bind = (name: Name) => ({
    ...field(name, asText),
    ...inputFactsOf(ruleOf(name)),
    label: copy.labels[name],
    ...(name in copy.hints ? { hint: copy.hints[name as keyof typeof copy.hints] } : {}),
  });

  if (reference)
    return (
      <div role="status" className="notice notice--success">
        <h3>{hardshipPage.acknowledged.heading}</h3>
        <p>
          {hardshipPage.acknowledged.reference} <strong>{reference}</strong>.
        </p>
        <p>{hardshipPage.acknowledged.next}</p>
      </div>
    );

  const send = async () => {
    const values = Object.fromEntries(NAMES.map((name) => [name, asText(state.values[name])]));
    // The captcha's answer, its fallback (and a refused one) and the field errors: sendForm.
    const outcome = await sendForm(form, API.hardshipApply, values);
    if (outcome.kind === 'ok') setReference((outcome.body as { reference: string }).reference);
    else if (outcome.kind === 'failed') setFailed(true);
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
        void form.submit({
          busyMessage: hardshipPage.form.sending,
          onError: () => setFailed(true),
          send,
        });
      }}
    >
      <Text {...bind('LoanNumber')} />
      <DateOfBirth {...bind('DateOfBirth')} />
      <Textarea {...bind('WhatHappened')} rows={5} />
      <Text {...bind('CanPay')} />
      <Text {...bind('Months')} />
      <Select {...bind('Change')} options={CHANGES} />
      <CaptchaSubmit state={state} form={form} label={hardshipPage.form.submit}>
        {failed ? (
          <p role="alert" className="field__error">
            {hardshipPage.form.failed}
          </p>
        ) : null}
      </CaptchaSubmit>
    </form>
  );
}
