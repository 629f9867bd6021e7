import { useId, type FormEvent } from 'react';
import { WITHDRAW_REASON_MAX } from '#domain/contracts/staff.ts';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import { judge } from '#domain/staff/workflow-policy.ts';
import type { StaffCallOutcome } from './api.ts';

/**
 * Staff record a withdrawal the applicant asked for, with a reason (issue 29 "What to build" 2).
 * Shown only while the workflow policy allows this member to withdraw the application, as the
 * server asks the same policy.
 */
export function WithdrawPanel(props: {
  view: StaffApplicationView;
  busy: boolean;
  act: (call: () => Promise<StaffCallOutcome>) => void;
}) {
  const { view, busy, act } = props;
  const id = useId();
  const allowed = judge(
    'withdraw',
    { kind: 'staff', ...view.me },
    { status: view.status, openProposal: null, approvalBlock: null },
    { reason: 'given' },
  ).ok;
  if (!allowed) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    act(async () =>
      (await import('./api.ts')).withdrawApplication(view.reference, reason, view.version),
    );
  };
  return (
    <section className="staff__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Withdraw at the applicant’s request</h2>
      <form method="post" onSubmit={submit}>
        <label htmlFor={`${id}-reason`}>Why the applicant withdrew</label>
        <textarea id={`${id}-reason`} name="reason" required maxLength={WITHDRAW_REASON_MAX} />
        <button type="submit" className="button" disabled={busy}>
          Record the withdrawal
        </button>
      </form>
    </section>
  );
}
