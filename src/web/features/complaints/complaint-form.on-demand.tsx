import { useState } from 'react';
import { complaintCategoryLabels, complaintForm } from '#content/complaints.ts';
import { COMPLAINT_CATEGORIES } from '#domain/complaints/categories.ts';
import { COMPLAINT_RULES, complaintContext } from '#domain/complaints/fields.ts';
import { asText } from '#domain/validation/text-value.ts';
import { CaptchaSubmit } from '#web/forms/captcha-submit.tsx';
import { inputFactsOf } from '#web/forms/input-facts.ts';
import { useForm } from '#web/forms/use-form.ts';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import { sendComplaint } from './api.ts';

const rules = () => COMPLAINT_RULES;
const CAPTCHA = { action: 'submit_form' as const, fallbackMessage: complaintForm.fallbackMessage };
const ruleOf = (name: string) => COMPLAINT_RULES.find((rule) => rule.name === name);
type Name = keyof typeof complaintForm.labels;
const OPTIONS = COMPLAINT_CATEGORIES.map((value) => ({
  value,
  label: complaintCategoryLabels[value],
}));
const NAMES: readonly Name[] = ['Product', 'WhatWentWrong', 'PutRight', 'Name', 'Email', 'Phone'];

/**
 * The complaint form (issue 32) on the one form runtime: the rule table of src/domain/complaints,
 * the contact form's invisible captcha, errors announced and linked, the first invalid input
 * focused. Loaded on demand, so the light complaints page stays within its budget. The answer
 * shows the reference and what happens next.
 */
export function ComplaintForm() {
  const { state, form, field, ref } = useForm({
    rules,
    context: complaintContext,
    captcha: CAPTCHA,
    initialValues: Object.fromEntries(NAMES.map((name) => [name, ''])),
  });
  const [reference, setReference] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const bind = (name: Name) => ({
    ...field(name, asText),
    ...inputFactsOf(ruleOf(name)),
    label: complaintForm.labels[name],
    ...(name in complaintForm.hints
      ? { hint: complaintForm.hints[name as keyof typeof complaintForm.hints] }
      : {}),
  });

  if (reference)
    return (
      <div role="status" className="notice notice--success">
        <h3>{complaintForm.acknowledged.heading}</h3>
        <p>
          {complaintForm.acknowledged.reference} <strong>{reference}</strong>.
        </p>
        {complaintForm.acknowledged.next.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    );

  const send = async () => {
    const values = state.values;
    const answer = await sendComplaint(
      Object.fromEntries(NAMES.map((name) => [name, asText(values[name])])) as never,
      await form.captchaAnswer(),
    );
    if (answer.kind === 'sent') setReference(answer.reference);
    else if (answer.kind === 'fallback-captcha') form.requireFallback();
    else if (answer.kind === 'invalid') form.showErrors(answer.fields);
    else setFailed(true);
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
          busyMessage: complaintForm.sending,
          onError: () => setFailed(true),
          send,
        });
      }}
    >
      <Select {...bind('Product')} options={OPTIONS} />
      <Textarea {...bind('WhatWentWrong')} rows={6} />
      <Textarea {...bind('PutRight')} rows={3} />
      <Text {...bind('Name')} />
      <Text {...bind('Email')} />
      <Text {...bind('Phone')} />
      <CaptchaSubmit state={state} form={form} label={complaintForm.submit}>
        {failed ? (
          <p role="alert" className="field__error">
            {complaintForm.failed}
          </p>
        ) : null}
      </CaptchaSubmit>
    </form>
  );
}
