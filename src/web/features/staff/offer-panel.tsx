import { useId } from 'react';
import { API } from '#domain/contracts/wire.ts';
import { callPath } from '#web/api/call.ts';
import { PAYOUT_ACCOUNT_RULES } from '#domain/staff/form-rules.ts';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import type { WorkflowEvent } from '#domain/staff/workflow-policy.ts';
import type { StaffCallOutcome } from './api.ts';
import { StaffForm, useStaffForm } from './staff-form.tsx';

const METHODS = [
  { value: 'name-check', label: 'Name check with the bank' },
  { value: 'bank-statement', label: 'I have seen a bank statement showing it' },
];

type Act = (call: () => Promise<StaffCallOutcome>) => void;

interface OfferProps {
  view: Pick<StaffApplicationView, 'reference' | 'version' | 'status'>;
  allowed: { has(event: WorkflowEvent): boolean };
  busy: boolean;
  act: Act;
}

/** The offer's steps that take nothing but the version the page shows. */
type VersionStep = 'makeOffer' | 'recordEarlyRelease' | 'releasePayout';

/**
 * The offer and the payout in the workspace (issue 31, decisions 143 and 144): make the offer of
 * an approval; for a signed one, check the payout account, record the borrower's written request
 * for early release, and release the payout. The server's policy decides each (four eyes, the
 * cancellation period) and its refusal shows in the page's alert.
 */
export function OfferPanel(props: OfferProps) {
  const { view, allowed } = props;
  const id = useId();
  if (!allowed.has('make-offer') && view.status !== 'accepted') return null;
  return (
    <section className="staff__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Offer and payout</h2>
      {allowed.has('make-offer') ? (
        <StepButton {...props} step="makeOffer">
          Make the offer
        </StepButton>
      ) : null}
      {view.status === 'accepted' ? <PayoutControls {...props} /> : null}
    </section>
  );
}

/** A step of the offer as one button, sent with the version the page shows. */
function StepButton(props: OfferProps & { step: VersionStep; children: string }) {
  const { view, busy, act, step } = props;
  return (
    <button
      type="button"
      className="button"
      disabled={busy}
      onClick={() =>
        act(async () => (await import('./api.ts'))[step](view.reference, view.version))
      }
    >
      {props.children}
    </button>
  );
}

function PayoutControls(props: OfferProps) {
  const { view, allowed, busy, act } = props;
  const id = useId();
  const staffForm = useStaffForm(PAYOUT_ACCOUNT_RULES, {
    idPrefix: id,
    initialValues: { method: 'name-check' },
  });
  const { bind, post } = staffForm;
  const path = callPath(API.staffPayoutAccount, { reference: view.reference });
  const check = () => act(() => post(path, { version: view.version }));
  return (
    <>
      <StaffForm form={staffForm} send={check} busy={busy} submit="Record the account check">
        <Text {...bind('accountNumber', 'The borrower’s bank account')} inputMode="numeric" />
        <Select {...bind('method', 'How it is checked as theirs')} options={METHODS} />
      </StaffForm>
      <StepButton {...props} step="recordEarlyRelease">
        Record the borrower’s written request for early release
      </StepButton>
      {allowed.has('release-payout') ? (
        <StepButton {...props} step="releasePayout">
          Release the payout
        </StepButton>
      ) : null}
    </>
  );
}
