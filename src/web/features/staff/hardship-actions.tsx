import { useId, type ReactNode } from 'react';
import { hardshipStaffWords as words } from '#content/lending/hardship.ts';
import type { HardshipDetail } from '#domain/contracts/hardship.ts';
import { API } from '#domain/contracts/wire.ts';
import {
  HARDSHIP_AGREE_RULES,
  HARDSHIP_REFUSE_RULES,
  HARDSHIP_REQUEST_RULES,
} from '#domain/staff/form-rules.ts';
import type { FieldRule, FormValues } from '#domain/validation/types.ts';
import { callPath } from '#web/api/call.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import type { StaffCallOutcome } from './api.ts';
import { postStaff, useStaffForm } from './staff-form.tsx';

export type HardshipAct = (call: () => Promise<StaffCallOutcome>) => void;
interface ActionProps {
  detail: HardshipDetail;
  busy: boolean;
  act: HardshipAct;
}

/**
 * The officer's actions while the application is open (CCCFA s 57A): agree an arrangement,
 * refuse with reasons, ask for information or record it received. Each form runs its rule table
 * (src/domain/staff/form-rules.ts, the one the action's contract is built from) on the form
 * runtime: a missing or wrong value is shown on its field, announced and focused, and nothing is
 * sent.
 */
export function HardshipActions(props: ActionProps) {
  return (
    <>
      <AgreePanel {...props} />
      <TextActionPanel {...props} action="refuse" />
      {props.detail.state === 'information-requested' ? (
        <ReceivedPanel {...props} />
      ) : (
        <TextActionPanel {...props} action="request-information" />
      )}
    </>
  );
}

/** The actions that carry one text: its rule, the page's words, the contract's name for it. */
const TEXT_ACTIONS = {
  refuse: {
    rules: HARDSHIP_REFUSE_RULES,
    words: [words.refuseHeading, words.reasonsLabel, words.refuseSubmit],
  },
  'request-information': {
    rules: HARDSHIP_REQUEST_RULES,
    words: [words.requestHeading, words.requestLabel, words.requestSubmit],
  },
} as const;

function TextActionPanel(props: ActionProps & { action: keyof typeof TEXT_ACTIONS }) {
  const {
    rules,
    words: [heading, label, submit],
  } = TEXT_ACTIONS[props.action];
  const name = rules[0]!.name;
  return (
    <ActionPanel
      {...props}
      rules={rules}
      heading={heading}
      submit={submit}
      body={(values) => ({ action: props.action, [name]: values[name] })}
    >
      {(bind) => <Textarea {...bind(name, label)} />}
    </ActionPanel>
  );
}

type Bind = ReturnType<typeof useStaffForm>['bind'];

/** One action's panel: its heading, its form on the runtime, and the body its values make. */
function ActionPanel(
  props: ActionProps & {
    rules: readonly FieldRule[];
    heading: string;
    submit: string;
    initialValues?: FormValues;
    body: (values: Record<string, string>) => Record<string, unknown>;
    children: (bind: Bind) => ReactNode;
  },
) {
  const { detail, busy, act, rules, heading, submit, body, children } = props;
  const id = useId();
  const { state, form, bind, values, formProps } = useStaffForm(rules, {
    idPrefix: id,
    ...(props.initialValues ? { initialValues: props.initialValues } : {}),
  });
  const path = callPath(API.staffHardshipAction, { reference: detail.reference });
  const send = () =>
    act(() => postStaff(form, path, { ...body(values()), version: detail.version }));
  return (
    <section className="staff__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <form method="post" {...formProps(send)}>
        {children(bind)}
        <button type="submit" className="button" disabled={busy || state.busy}>
          {submit}
        </button>
        <FormAnnouncer announcement={state.announcement} />
      </form>
    </section>
  );
}

/** An arrangement: the borrower's offer and the first unpaid payment's date to start from. */
function AgreePanel(props: ActionProps) {
  const { detail } = props;
  const firstUnpaid = detail.instalments.find((i) => i.paidCents === 0)?.dueDate ?? '';
  return (
    <ActionPanel
      {...props}
      rules={HARDSHIP_AGREE_RULES}
      heading={words.agreeHeading}
      submit={words.agreeSubmit}
      initialValues={{
        payment: String(detail.canPayCents / 100),
        months: String(detail.months),
        startsOn: firstUnpaid,
      }}
      body={(values) => ({
        action: 'agree',
        paymentCents: Math.round(Number(values.payment) * 100),
        months: Number(values.months),
        startsOn: values.startsOn,
      })}
    >
      {(bind) => (
        <>
          <Text {...bind('payment', words.paymentLabel)} />
          <Text {...bind('months', words.monthsLabel)} />
          <Text {...bind('startsOn', words.startsLabel)} />
        </>
      )}
    </ActionPanel>
  );
}

/** The information asked for came: the decision's clock runs again. */
function ReceivedPanel({ detail, busy, act }: ActionProps) {
  const id = useId();
  return (
    <section className="staff__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.requestHeading}</h2>
      <p>{detail.informationRequest}</p>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          act(async () =>
            (await import('./hardship-api.ts')).recordInformationReceived(
              detail.reference,
              detail.version,
            ),
          )
        }
      >
        {words.receivedSubmit}
      </button>
    </section>
  );
}
