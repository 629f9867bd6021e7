import { useCallback, useState } from 'react';
import { hardshipChangeLabels, hardshipPage } from '#content/lending/hardship.ts';
import { API } from '#domain/contracts/wire.ts';
import { HARDSHIP_CHANGES, hardshipContext, hardshipRules } from '#domain/hardship/hardship.ts';
import { asText } from '#domain/validation/text-value.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { inputFactsOf } from '#web/forms/input-facts.ts';
import { NO_CAPTCHA, postForm } from '#web/forms/post-form.ts';
import { useForm } from '#web/forms/use-form.ts';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';

const copy = hardshipPage.form;
type Name = keyof typeof copy.labels;
const NAMES: readonly Name[] = ['LoanNumber', 'WhatHappened', 'CanPay', 'Months', 'Change'];
const CHANGES = HARDSHIP_CHANGES.map((value) => ({ value, label: hardshipChangeLabels[value] }));

/**
 * The hardship application (CCCFA s 56: what happened, what the borrower can pay, for how long,
 * the change asked for) on the one form runtime, with the rule table the server runs again. The
 * answer is the acknowledgement with the reference; the page then shows the application.
 */
export function HardshipForm({
  loanNumbers,
  onSent,
}: {
  loanNumbers: readonly string[];
  onSent: (reference: string) => void;
}) {
  const rules = useCallback(() => hardshipRules(loanNumbers), [loanNumbers]);
  const { state, form, field, ref } = useForm({
    rules,
    context: hardshipContext,
    initialValues: {
      ...Object.fromEntries(NAMES.map((name) => [name, ''])),
      LoanNumber: loanNumbers.length === 1 ? loanNumbers[0]! : '',
    },
  });
  const [failed, setFailed] = useState(false);
  const ruleOf = (name: string) => rules().find((rule) => rule.name === name);
  const bind = (name: Name) => ({
    ...field(name, asText),
    ...inputFactsOf(ruleOf(name)),
    label: copy.labels[name],
    ...(name in copy.hints ? { hint: copy.hints[name as keyof typeof copy.hints] } : {}),
  });
  const send = async () => {
    const values = Object.fromEntries(NAMES.map((name) => [name, asText(state.values[name])]));
    // Behind the portal's sign-in: no captcha answer goes with it.
    const outcome = await postForm(API.accountHardshipApply, values, NO_CAPTCHA);
    if (outcome.kind === 'ok') onSent((outcome.body as { reference: string }).reference);
    else if (outcome.kind === 'invalid') form.showErrors(outcome.fields);
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
        void form.submit({ busyMessage: copy.sending, onError: () => setFailed(true), send });
      }}
    >
      <Select
        {...bind('LoanNumber')}
        options={loanNumbers.map((value) => ({ value, label: value }))}
      />
      <Textarea {...bind('WhatHappened')} rows={5} />
      <Text {...bind('CanPay')} />
      <Text {...bind('Months')} />
      <Select {...bind('Change')} options={CHANGES} />
      {failed ? (
        <p role="alert" className="field__error">
          {copy.failed}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={state.busy}>
        {copy.submit}
      </button>
      <FormAnnouncer announcement={state.announcement} />
    </form>
  );
}
