import { useCallback, useEffect, useRef, useState } from 'react';
import { referCopy as copy } from '#content/tools-forms.ts';
import { API } from '#domain/contracts/wire.ts';
import {
  REFER_RULES,
  presetBranch,
  referBranches,
  type ReferConfig,
} from '#domain/refer/fields.ts';
import type { FormValues, RuleContext } from '#domain/validation/types.ts';
import { usePageData } from '#web/app/page-context.tsx';
import { CaptchaSubmit } from '#web/forms/captcha-submit.tsx';
import { asText } from '#domain/validation/text-value.ts';
import { inputFacts } from '#web/forms/input-facts.ts';
import { sendForm } from '#web/forms/send-form.ts';
import { useForm } from '#web/forms/use-form.ts';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import '#web/forms/tool-form.css';

const rules = () => REFER_RULES;
const CAPTCHA = { action: 'submit_form', fallbackMessage: copy.reCaptchaMessage } as const;
const FRIEND_FIELDS = ['FriendName', 'FriendPhone', 'FriendEmail'] as const;

/** The refer-a-friend page's form, with the branches and customer its route loaded (§6). */
export function ReferFriend() {
  const config = usePageData('refer');
  return config ? <ReferForm config={config} /> : null;
}

/**
 * The refer-a-friend form (site-and-tools §2 "Refer-a-friend page", §4 "Refer", §6): a signed-in
 * customer's name is not asked; the branch is asked only when none is settled (a customer's
 * matched or online branch, or the only branch). Success shows the configured confirmation,
 * anything else the configured failure.
 */
function ReferForm({ config }: { config: ReferConfig }) {
  const context = useCallback(
    (values: FormValues): RuleContext<ReferConfig> => ({ values, today: new Date(), config }),
    [config],
  );
  const { state, form, field, ref } = useForm({
    rules,
    context,
    captcha: CAPTCHA,
    initialValues: { Name: '', Branch: '', FriendName: '', FriendPhone: '', FriendEmail: '' },
  });
  const [result, setResult] = useState<'success' | 'failure' | null>(null);

  function submit() {
    setResult(null);
    void form.submit({
      busyMessage: copy.busy,
      send: async () => {
        const value = (name: string) => asText(state.values[name]).trim();
        const branch =
          presetBranch(config) ?? referBranches(config).find((b) => b.id === value('Branch'));
        const outcome = await sendForm(form, API.refer, {
          // A signed-in customer's name and number: the server fills them in from the account (§6).
          ...(config.customer ? {} : { Name: value('Name') }),
          Branch: branch?.id ?? '',
          BranchName: branch?.name ?? '',
          BranchEmail: branch?.email ?? '',
          FriendName: value('FriendName'),
          FriendPhone: value('FriendPhone'),
          FriendEmail: value('FriendEmail'),
        });
        // spec: §4 "Success holds the response JSON (200); otherwise success is false"
        const success =
          outcome.kind === 'ok' && (outcome.body as { success?: unknown })?.success === true;
        if (success) setResult('success');
        else if (outcome.kind === 'ok' || outcome.kind === 'failed') setResult('failure');
      },
      onError: () => setResult('failure'),
    });
  }

  if (result === 'success') return <Confirmation />;
  return (
    <form
      method="post"
      className="tool-form"
      noValidate
      ref={ref}
      aria-labelledby="refer-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="refer-heading">{copy.heading}</h2>
      {result === 'failure' ? (
        <p className="tool-form__failure" role="alert">
          {copy.failureMessage}
        </p>
      ) : null}
      {form.isShown('Name') ? (
        <Text
          {...field('Name', asText)}
          {...inputFacts(REFER_RULES, 'Name')}
          label={copy.fields.Name.label}
        />
      ) : null}
      {form.isShown('Branch') ? (
        <Select
          {...field('Branch', asText)}
          label={copy.fields.Branch.label}
          options={referBranches(config).map((branch) => ({
            value: branch.id,
            label: branch.name,
          }))}
        />
      ) : null}
      {FRIEND_FIELDS.map((name) => (
        <Text
          key={name}
          {...field(name, asText)}
          {...inputFacts(REFER_RULES, name)}
          label={copy.fields[name].label}
        />
      ))}
      <CaptchaSubmit state={state} form={form} captcha={CAPTCHA} label={copy.submit} />
    </form>
  );
}

function Confirmation() {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <p className="tool-form__confirmation" role="status" ref={message} tabIndex={-1}>
      {copy.confirmationMessage}
    </p>
  );
}
