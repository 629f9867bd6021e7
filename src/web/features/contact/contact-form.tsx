import { useState } from 'react';
import { contactPage } from '#content/contact.ts';
import { CONTACT_RULES, contactContext } from '#domain/contact/fields.ts';
import { CaptchaSubmit } from '#web/forms/captcha-submit.tsx';
import { asText } from '#domain/validation/text-value.ts';
import { inputFactsOf } from '#web/forms/input-facts.ts';
import { useForm } from '#web/forms/use-form.ts';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import { trackBrowsing } from '#web/site/tracking/track.ts';
import { sendContactMessage } from './api.ts';

const rules = () => CONTACT_RULES;
const CAPTCHA = { action: 'submit_form' as const, fallbackMessage: contactPage.fallbackMessage };
const ruleOf = (name: string) => CONTACT_RULES.find((rule) => rule.name === name);
type Name = keyof typeof contactPage.labels;

/**
 * The contact form on the one form runtime: the rule table of src/domain/contact, an invisible
 * captcha before the call and the fallback on a 409, errors announced and linked, the first
 * invalid input focused. The Contact conversion event goes with each accepted submit.
 */
export function ContactForm() {
  const { state, form, field, ref } = useForm({
    rules,
    context: contactContext,
    captcha: CAPTCHA,
    initialValues: { Name: '', Email: '', Phone: '', Message: '' },
  });
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  const bind = (name: Name) => ({
    ...field(name, asText),
    ...inputFactsOf(ruleOf(name)),
    label: contactPage.labels[name],
    ...(name in contactPage.hints ? { hint: contactPage.hints[name as 'Phone' | 'Message'] } : {}),
  });

  if (outcome === 'sent')
    return (
      <p role="status" className="notice notice--success">
        {contactPage.sent}
      </p>
    );

  return (
    <form
      method="post"
      ref={ref}
      noValidate
      className="contact-form"
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome(null);
        void form.submit({
          busyMessage: contactPage.sending,
          onError: () => setOutcome('failed'),
          send: async () => {
            const values = state.values;
            const answer = await sendContactMessage(
              {
                Name: asText(values.Name),
                Email: asText(values.Email),
                Phone: asText(values.Phone),
                Message: asText(values.Message),
              },
              await form.captchaAnswer(),
            );
            if (answer.kind === 'sent') {
              // spec: site-and-tools §7 "Contact, on contact form submit".
              void trackBrowsing('Contact');
              setOutcome('sent');
            } else if (answer.kind === 'fallback-captcha') form.requireFallback();
            else if (answer.kind === 'invalid') form.showErrors(answer.fields);
            else setOutcome('failed');
          },
        });
      }}
    >
      <Text {...bind('Name')} />
      <Text {...bind('Email')} />
      <Text {...bind('Phone')} />
      <Textarea {...bind('Message')} rows={6} />
      <CaptchaSubmit state={state} form={form} label={contactPage.submit}>
        {outcome === 'failed' ? (
          <p role="alert" className="field__error">
            {contactPage.failed}
          </p>
        ) : null}
      </CaptchaSubmit>
    </form>
  );
}
