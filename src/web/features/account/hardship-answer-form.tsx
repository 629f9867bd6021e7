import { useState } from 'react';
import { hardshipPage } from '#content/lending/hardship.ts';
import { API } from '#domain/contracts/wire.ts';
import { HARDSHIP_ANSWER_RULES, hardshipContext } from '#domain/hardship/hardship.ts';
import { asText } from '#domain/validation/text-value.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { inputFactsOf } from '#web/forms/input-facts.ts';
import { callPath } from '#web/api/call.ts';
import { NO_CAPTCHA, postForm } from '#web/forms/post-form.ts';
import { useForm } from '#web/forms/use-form.ts';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';

const copy = hardshipPage.answer;
const rules = () => HARDSHIP_ANSWER_RULES;

/**
 * The borrower's answer to our request for information (CCCFA s 57A, decision 156) on the one
 * form runtime, with the rule table the server runs again. Sent, it is received: the page is
 * given the new decision date, 20 working days from today, to say and to load the application again.
 */
export function HardshipAnswerForm({
  reference,
  onAnswered,
}: {
  reference: string;
  onAnswered: (decideBy: string) => void;
}) {
  const { state, form, field, ref } = useForm({
    rules,
    context: hardshipContext,
    initialValues: { Answer: '' },
  });
  const [failed, setFailed] = useState(false);
  const send = async () => {
    const path = callPath(API.accountHardshipAnswer, { reference });
    const values = { Answer: asText(state.values.Answer) };
    // Behind the portal's sign-in: no captcha answer goes with it.
    const outcome = await postForm({ method: 'POST', path }, values, NO_CAPTCHA);
    if (outcome.kind === 'ok') onAnswered((outcome.body as { decideBy: string }).decideBy);
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
      <Textarea
        {...field('Answer', asText)}
        {...inputFactsOf(HARDSHIP_ANSWER_RULES[0])}
        label={copy.label}
        hint={copy.hint}
        rows={4}
      />
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
