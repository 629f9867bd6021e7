import { complaintCategoryLabels, complaintForm } from '#content/complaints.ts';
import { API } from '#domain/contracts/wire.ts';
import { COMPLAINT_CATEGORIES } from '#domain/complaints/categories.ts';
import { COMPLAINT_RULES, complaintContext } from '#domain/complaints/fields.ts';
import { Acknowledged, PostedForm, usePostedForm } from '#web/forms/posted-form.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';

const rules = () => COMPLAINT_RULES;
const CAPTCHA = { action: 'submit_form' as const, fallbackMessage: complaintForm.fallbackMessage };
const OPTIONS = COMPLAINT_CATEGORIES.map((value) => ({
  value,
  label: complaintCategoryLabels[value],
}));
const NAMES = ['Product', 'WhatWentWrong', 'PutRight', 'Name', 'Email', 'Phone'] as const;

/**
 * The complaint form (issue 32) in the posted-form frame: the rule table of src/domain/complaints,
 * the contact form's invisible captcha, errors announced and linked, the first invalid input
 * focused. Loaded on demand, so the light complaints page stays within its budget. The answer
 * shows the reference and what happens next.
 */
export function ComplaintForm() {
  const { bind, frame } = usePostedForm({
    rules,
    context: complaintContext,
    captcha: CAPTCHA,
    names: NAMES,
    words: complaintForm,
  });
  return (
    <PostedForm
      {...frame}
      call={API.complaint}
      words={complaintForm}
      answer={() =>
        import('#domain/contracts/complaints.ts').then((c) => c.complaintContract.response[201])
      }
      onPosted={(body) => (
        <Acknowledged
          words={complaintForm.acknowledged}
          reference={(body as { reference: string }).reference}
        />
      )}
    >
      <Select {...bind('Product')} options={OPTIONS} />
      <Textarea {...bind('WhatWentWrong')} rows={6} />
      <Textarea {...bind('PutRight')} rows={3} />
      <Text {...bind('Name')} />
      <Text {...bind('Email')} />
      <Text {...bind('Phone')} />
    </PostedForm>
  );
}
