import { useEffect, useRef, useState } from 'react';
import { bankStatementsCopy as copy } from '#content/tools-forms.ts';
import {
  bankLinkOrigin,
  bankStatementsFrameSource,
  type BankLinkPageData,
} from '#domain/bank-link/bank-link.ts';
import {
  APPLICATION_TOGGLE_DEFAULT,
  APPLICATION_TOGGLE_OPTIONS,
  BANK_STATEMENT_RULES,
  isApplicationShown,
} from '#domain/bank-statements/fields.ts';
import { API } from '#domain/contracts/wire.ts';
import type { FormValues, RuleContext } from '#domain/validation/types.ts';
import { usePageData } from '#web/app/page-context.tsx';
import { CaptchaSubmit } from '#web/forms/captcha-submit.tsx';
import { asText } from '#domain/validation/text-value.ts';
import { inputFacts } from '#web/forms/input-facts.ts';
import { sendForm } from '#web/forms/send-form.ts';
import { useForm } from '#web/forms/use-form.ts';
import '#web/forms/tool-form.css';
import { BankLinkFrame } from '#web/widgets/bank-link/bank-link.tsx';
import { Radio } from '#web/widgets/radio/radio.tsx';
import { Text } from '#web/widgets/text/text.tsx';

const rules = () => BANK_STATEMENT_RULES;
const context = (values: FormValues): RuleContext => ({
  values,
  today: new Date(),
  config: undefined,
});
const CAPTCHA = { action: 'submit_form', fallbackMessage: copy.reCaptchaMessage } as const;
const TOGGLE_OPTIONS = APPLICATION_TOGGLE_OPTIONS.map((value) => ({
  value,
  label: copy.toggleOptions[value],
}));

interface Sent {
  customer: string;
  application?: string | undefined;
}

/**
 * The bank statements form (site-and-tools §2 "Bank statements page", §4): Customer Number, the
 * "Customer Number Only" toggle hiding Application Number, the captcha; an ok answer replaces the
 * form with the bank link's iframe and "Back to Home".
 */
export function BankStatementsForm() {
  const bankLink = usePageData('bankLink');
  const { state, form, field, ref } = useForm({
    rules,
    context,
    captcha: CAPTCHA,
    initialValues: { Customer: '', ApplicationToggle: APPLICATION_TOGGLE_DEFAULT, Application: '' },
  });
  const [sent, setSent] = useState<Sent | null>(null);
  const [failed, setFailed] = useState(false);
  const applicationShown = form.isShown('Application');

  function submit() {
    setFailed(false);
    void form.submit({
      busyMessage: copy.busy,
      send: async () => {
        const values = state.values;
        const shown = isApplicationShown(context(values));
        const body = {
          Customer: asText(values.Customer).trim(),
          ApplicationToggle: asText(values.ApplicationToggle),
          ...(shown ? { Application: asText(values.Application).trim() } : {}),
        };
        const outcome = await sendForm(form, API.bankStatements, body);
        if (outcome.kind === 'ok')
          setSent({ customer: body.Customer, application: body.Application });
        // spec: §8 "a non-ok non-409 status or network error gives the alert"
        else if (outcome.kind === 'failed') setFailed(true);
      },
      onError: () => setFailed(true),
    });
  }

  if (sent && bankLink) return <BankLinkStep config={bankLink} sent={sent} />;
  return (
    <form
      method="post"
      className="tool-form"
      noValidate
      ref={ref}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {failed ? (
        <p className="tool-form__failure" role="alert">
          {copy.failure}
        </p>
      ) : null}
      <Text
        {...field('Customer', asText)}
        {...inputFacts(BANK_STATEMENT_RULES, 'Customer')}
        label={copy.fields.Customer.label}
        hint={copy.fields.Customer.hint}
      />
      <Radio
        {...field('ApplicationToggle', asText)}
        label={copy.fields.ApplicationToggle.label}
        options={TOGGLE_OPTIONS}
        inline
      />
      {applicationShown ? (
        <Text
          {...field('Application', asText)}
          {...inputFacts(BANK_STATEMENT_RULES, 'Application')}
          label={copy.fields.Application.label}
          hint={copy.fields.Application.hint}
        />
      ) : null}
      <CaptchaSubmit state={state} form={form} captcha={CAPTCHA} label={copy.submit}>
        <p className="tool-form__disclaimer">{copy.captchaDisclaimer}</p>
      </CaptchaSubmit>
    </form>
  );
}

/** After success: the bank link for these numbers (§7 iframe source) and the way home. */
function BankLinkStep({ config, sent }: { config: BankLinkPageData; sent: Sent }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <section className="tool-form__done">
      <p ref={message} tabIndex={-1}>
        {copy.success}
      </p>
      <BankLinkFrame
        src={bankStatementsFrameSource(config, sent)}
        origin={bankLinkOrigin(config, window.location.origin)}
        title={copy.frameTitle}
      />
      <p>
        <a href={copy.homeUrl}>{copy.backToHome}</a>
      </p>
    </section>
  );
}
