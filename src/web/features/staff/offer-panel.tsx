import { useId } from 'react';
import { API } from '#domain/contracts/wire.ts';
import { callPath } from '#web/api/call.ts';
import { PAYOUT_ACCOUNT_RULES } from '#domain/staff/form-rules.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import type { WorkflowEvent } from '#domain/staff/workflow-policy.ts';
import type { StaffCallOutcome } from './api.ts';
import { postStaff, useStaffForm } from './staff-form.tsx';

const METHODS = [
  { value: 'name-check', label: 'Name check with the bank' },
  { value: 'bank-statement', label: 'I have seen a bank statement showing it' },
];

type Act = (call: () => Promise<StaffCallOutcome>) => void;

/**
 * The offer and the payout in the workspace (issue 31, decisions 143 and 144): make the offer of
 * an approval; for a signed one, check the payout account, record the borrower's written request
 * for early release, and release the payout. The server's policy decides each (four eyes, the
 * cancellation period) and its refusal shows in the page's alert.
 */
export function OfferPanel(props: {
  view: Pick<StaffApplicationView, 'reference' | 'version' | 'status'>;
  allowed: { has(event: WorkflowEvent): boolean };
  busy: boolean;
  act: Act;
}) {
  const { view, allowed, busy, act } = props;
  const id = useId();
  const api = () => import('./api.ts');
  if (!allowed.has('make-offer') && view.status !== 'accepted') return null;
  return (
    <section className="staff__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Offer and payout</h2>
      {allowed.has('make-offer') ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => act(async () => (await api()).makeOffer(view.reference, view.version))}
        >
          Make the offer
        </button>
      ) : null}
      {view.status === 'accepted' ? <PayoutControls {...props} /> : null}
    </section>
  );
}

function PayoutControls(props: {
  view: Pick<StaffApplicationView, 'reference' | 'version'>;
  allowed: { has(event: WorkflowEvent): boolean };
  busy: boolean;
  act: Act;
}) {
  const { view, allowed, busy, act } = props;
  const id = useId();
  const api = () => import('./api.ts');
  const { state, form, ref, bind, values, onSubmit } = useStaffForm(PAYOUT_ACCOUNT_RULES, {
    idPrefix: id,
    initialValues: { method: 'name-check' },
  });
  const check = () =>
    act(() =>
      postStaff(form, callPath(API.staffPayoutAccount, { reference: view.reference }), {
        ...values(),
        version: view.version,
      }),
    );
  return (
    <>
      <form method="post" ref={ref} noValidate onSubmit={onSubmit(check)}>
        <Text {...bind('accountNumber', 'The borrower’s bank account')} inputMode="numeric" />
        <Select {...bind('method', 'How it is checked as theirs')} options={METHODS} />
        <button type="submit" className="button" disabled={busy || state.busy}>
          Record the account check
        </button>
        <FormAnnouncer announcement={state.announcement} />
      </form>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          act(async () => (await api()).recordEarlyRelease(view.reference, view.version))
        }
      >
        Record the borrower’s written request for early release
      </button>
      {allowed.has('release-payout') ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => act(async () => (await api()).releasePayout(view.reference, view.version))}
        >
          Release the payout
        </button>
      ) : null}
    </>
  );
}
