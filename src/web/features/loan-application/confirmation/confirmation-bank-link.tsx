import { useRef, useState } from 'react';
import { successCopy } from '#content/loan-application-success-copy.ts';
import { bankLinkCopy } from '#content/tools-forms.ts';
import { APPLICATION_BANK_STATEMENT_RULES } from '#domain/bank-statements/application.ts';
import { API } from '#domain/contracts/wire.ts';
import { asText } from '#domain/validation/text-value.ts';
import type { FormValues, RuleContext } from '#domain/validation/types.ts';
import { usePageData } from '#web/app/page-context.tsx';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { NO_CAPTCHA, postForm } from '#web/forms/post-form.ts';
import { useForm } from '#web/forms/use-form.ts';
import { ApplicationBankLink } from '../steps/application-bank-link.tsx';

const copy = successCopy.bankStatements;
const rules = () => APPLICATION_BANK_STATEMENT_RULES;
const context = (values: FormValues): RuleContext => ({
  values,
  today: new Date(),
  config: undefined,
});

/**
 * The confirmation page's bank-statement widget inside a form (loan-application §1): when the
 * visitor finishes in the bank link, its value is posted with the application's token and stored
 * with the application (POST /api/loan-app/bank-statements). A failed post can be sent again.
 */
export function ConfirmationBankLink({ token }: { token: string }) {
  const config = usePageData('bankLink');
  const { state, form, field, ref } = useForm({ rules, context, initialValues: {} });
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  // The widget's value as last changed: the submit that finishing starts runs before a re-render.
  const latest = useRef('');
  if (!config) return null;
  const binding = field('BankStatements', asText);

  function submit() {
    setOutcome(null);
    void form.submit({
      busyMessage: copy.sending,
      send: async () => {
        const values = { Token: token, BankStatements: latest.current };
        // No captcha: the application's token is the capability, as for the page itself.
        const answer = await postForm(API.applicationBankStatements, values, NO_CAPTCHA);
        if (answer.kind === 'ok') setOutcome('sent');
        else if (answer.kind === 'invalid') form.showErrors(answer.fields);
        else setOutcome('failed');
      },
      onError: () => setOutcome('failed'),
    });
  }

  return (
    <section
      className="application-success__bank-statements"
      aria-labelledby="bank-statements-heading"
    >
      <h2 id="bank-statements-heading">{copy.heading}</h2>
      <p>{copy.body}</p>
      <form
        method="post"
        ref={ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ApplicationBankLink
          token={token}
          config={config}
          label={bankLinkCopy.label}
          hint={bankLinkCopy.hint}
          finishedMessage={outcome === 'sent' ? bankLinkCopy.finished : copy.sending}
          {...binding}
          onChange={(value) => {
            latest.current = value;
            binding.onChange(value);
            // Finishing in the bank link is the form's submit: the value goes with the application.
            if (value !== '') submit();
          }}
        />
        {outcome === 'failed' ? (
          <>
            <p className="tool-form__failure" role="alert">
              {copy.failure}
            </p>
            <button type="submit" className="button button--primary" disabled={state.busy}>
              {copy.retry}
            </button>
          </>
        ) : null}
        <FormAnnouncer announcement={state.announcement} />
      </form>
    </section>
  );
}
