import { hardshipPage } from '#content/lending/hardship.ts';
import { API } from '#domain/contracts/wire.ts';
import { HARDSHIP_ANSWER_RULES, hardshipContext } from '#domain/hardship/hardship.ts';
import { callPath } from '#web/api/call.ts';
import { PostedForm, usePostedForm } from '#web/forms/posted-form.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';

const copy = hardshipPage.answer;
const rules = () => HARDSHIP_ANSWER_RULES;
const NAMES = ['Answer'] as const;
const WORDS = { labels: { Answer: copy.label }, hints: { Answer: copy.hint } };

/**
 * The borrower's answer to our request for information (CCCFA s 57A, decision 156) in the
 * posted-form frame, with the rule table the server runs again; behind the portal's sign-in, no
 * captcha. Sent, it is received: the page is given the new decision date, 20 working days from
 * today, to say and to load the application again.
 */
export function HardshipAnswerForm({
  reference,
  onAnswered,
}: {
  reference: string;
  onAnswered: (decideBy: string) => void;
}) {
  const { bind, frame } = usePostedForm({
    rules,
    context: hardshipContext,
    names: NAMES,
    words: WORDS,
  });
  return (
    <PostedForm
      {...frame}
      call={{ method: 'POST', path: callPath(API.accountHardshipAnswer, { reference }) }}
      words={copy}
      onPosted={(body) => {
        onAnswered((body as { decideBy: string }).decideBy);
        return null;
      }}
    >
      <Textarea {...bind('Answer')} rows={4} />
    </PostedForm>
  );
}
