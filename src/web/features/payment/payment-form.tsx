import { useRef, useState } from 'react';
import { paymentCopy as copy } from '#content/tools-forms.ts';
import { paymentPageState } from '#domain/account/customer-loan.ts';
import { API } from '#domain/contracts/wire.ts';
import { LOAN_ID_TRIES, PAYMENT_RULES } from '#domain/payment/fields.ts';
import type { FormValues, RuleContext } from '#domain/validation/types.ts';
import { CaptchaSubmit } from '#web/forms/captcha-submit.tsx';
import { asText } from '#domain/validation/text-value.ts';
import { inputFacts } from '#web/forms/input-facts.ts';
import { sendForm } from '#web/forms/send-form.ts';
import { useForm } from '#web/forms/use-form.ts';
import { useLocation } from '#web/router/router.tsx';
import { Currency } from '#web/widgets/currency/currency.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import '#web/forms/tool-form.css';

const rules = () => PAYMENT_RULES;
const context = (values: FormValues): RuleContext => ({
  values,
  today: new Date(),
  config: undefined,
});
const CAPTCHA = { action: 'submit_payment', fallbackMessage: copy.reCaptchaMessage } as const;
const FIELDS = ['FullName', 'Email', 'LoanId'] as const;
const FIELD_COPY: Record<(typeof FIELDS)[number], { label: string; hint?: string }> = copy.fields;

/** The gateway's hosted page from the answer (§7 "200 body is a URL to navigate to"), or null. */
function hostedPageUrl(body: unknown): string | null {
  const url = (body as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/**
 * The loan payment form (site-and-tools §2 "Loan payment page", §4 "Payment"): on success the
 * browser goes to the payment gateway's page; a failure shows the configured message and scrolls
 * to the top of the form; a 409 shows the fallback captcha. A loan's "Make a payment" in the portal
 * hands the loan's number in the navigation's state (decision 146), never in the address.
 */
export function PaymentForm() {
  const loanNumber = paymentPageState(useLocation().state)?.loanNumber ?? '';
  const { state, form, field, ref } = useForm({
    rules,
    context,
    captcha: CAPTCHA,
    initialValues: {
      FullName: '',
      Email: '',
      LoanId: loanNumber,
      PaymentAmount: '',
      PageId: copy.pageId,
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const leaving = useRef(false);

  function fail(message: string = copy.messageSubmissionFailure) {
    setFailure(message);
    ref.current?.scrollIntoView?.({ block: 'start' });
  }

  function submit() {
    setFailure(null);
    void form.submit({
      busyMessage: copy.busy,
      staysBusy: () => leaving.current,
      send: async () => {
        const body = Object.fromEntries(
          PAYMENT_RULES.map((rule) => [rule.name, asText(state.values[rule.name]).trim()]),
        );
        const outcome = await sendForm(form, API.payments, body);
        const url = outcome.kind === 'ok' ? hostedPageUrl(outcome.body) : null;
        if (url) {
          leaving.current = true;
          window.location.assign(url);
        } else if (outcome.kind === 'failed' && outcome.status === 429)
          fail(copy.tooManyLoanIds(LOAN_ID_TRIES.windowMinutes));
        else if (outcome.kind === 'ok' || outcome.kind === 'failed') fail();
      },
      onError: () => fail(),
    });
  }

  return (
    <form
      method="post"
      className="tool-form"
      noValidate
      ref={ref}
      aria-labelledby="payment-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="payment-heading">{copy.sectionTitle}</h2>
      {failure ? (
        <p className="tool-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {FIELDS.map((name) => (
        <Text
          key={name}
          {...field(name, asText)}
          {...inputFacts(PAYMENT_RULES, name)}
          label={FIELD_COPY[name].label}
          hint={FIELD_COPY[name].hint}
        />
      ))}
      <Currency
        {...field('PaymentAmount', asText)}
        maxLength={inputFacts(PAYMENT_RULES, 'PaymentAmount').maxLength}
        label={copy.fields.PaymentAmount.label}
      />
      <CaptchaSubmit state={state} form={form} captcha={CAPTCHA} label={copy.submit} />
    </form>
  );
}
