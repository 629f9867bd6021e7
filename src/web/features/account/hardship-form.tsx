import { useCallback } from 'react';
import { hardshipChangeLabels, hardshipPage } from '#content/lending/hardship.ts';
import { API } from '#domain/contracts/wire.ts';
import { HARDSHIP_CHANGES, hardshipContext, hardshipRules } from '#domain/hardship/hardship.ts';
import { PostedForm, usePostedForm } from '#web/forms/posted-form.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';

const copy = hardshipPage.form;
const NAMES = ['LoanNumber', 'WhatHappened', 'CanPay', 'Months', 'Change'] as const;
const CHANGES = HARDSHIP_CHANGES.map((value) => ({ value, label: hardshipChangeLabels[value] }));

/**
 * The hardship application (CCCFA s 56: what happened, what the borrower can pay, for how long,
 * the change asked for) in the posted-form frame, with the rule table the server runs again;
 * behind the portal's sign-in, no captcha. The answer is the acknowledgement with the reference,
 * which the page shows above the application it loads again.
 */
export function HardshipForm({
  loanNumbers,
  onSent,
}: {
  loanNumbers: readonly string[];
  onSent: (reference: string) => void;
}) {
  const rules = useCallback(() => hardshipRules(loanNumbers), [loanNumbers]);
  const { bind, frame } = usePostedForm({
    rules,
    context: hardshipContext,
    names: NAMES,
    initialValues: { LoanNumber: loanNumbers.length === 1 ? loanNumbers[0]! : '' },
    words: copy,
  });
  return (
    <PostedForm
      {...frame}
      call={API.accountHardshipApply}
      words={copy}
      onPosted={(body) => {
        onSent((body as { reference: string }).reference);
        return null;
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
    </PostedForm>
  );
}
