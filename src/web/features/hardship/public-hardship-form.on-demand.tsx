import {
  hardshipChangeLabels,
  hardshipPage,
  hardshipPublicWords as copy,
} from '#content/lending/hardship.ts';
import { API } from '#domain/contracts/wire.ts';
import {
  HARDSHIP_CHANGES,
  hardshipContext,
  publicHardshipRules,
} from '#domain/hardship/hardship.ts';
import { Acknowledged, PostedForm, usePostedForm } from '#web/forms/posted-form.tsx';
import { DateOfBirth } from '#web/widgets/date-of-birth/date-of-birth.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';

const RULES = publicHardshipRules();
const rules = () => RULES;
const CAPTCHA = { action: 'submit_form' as const, fallbackMessage: copy.fallbackMessage };
const NAMES = ['LoanNumber', 'DateOfBirth', 'WhatHappened', 'CanPay', 'Months', 'Change'] as const;
const CHANGES = HARDSHIP_CHANGES.map((value) => ({ value, label: hardshipChangeLabels[value] }));

/**
 * The public hardship form (CCCFA ss 55-56, decision 156) for a borrower who is not signed in, in
 * the posted-form frame: the portal's questions with the same rules, and the loan number and date
 * of birth the server matches against the loan's borrower; the complaint form's invisible
 * captcha. A mismatch is the server's one message on both fields, never saying which was wrong.
 * The answer is the acknowledgement with the reference (s 57A).
 */
export function PublicHardshipForm() {
  const { bind, frame } = usePostedForm({
    rules,
    context: hardshipContext,
    captcha: CAPTCHA,
    names: NAMES,
    words: copy,
  });
  return (
    <PostedForm
      {...frame}
      call={API.hardshipApply}
      words={hardshipPage.form}
      onPosted={(body) => (
        <Acknowledged
          words={hardshipPage.acknowledged}
          reference={(body as { reference: string }).reference}
        />
      )}
    >
      <Text {...bind('LoanNumber')} />
      <DateOfBirth {...bind('DateOfBirth')} />
      <Textarea {...bind('WhatHappened')} rows={5} />
      <Text {...bind('CanPay')} />
      <Text {...bind('Months')} />
      <Select {...bind('Change')} options={CHANGES} />
    </PostedForm>
  );
}
