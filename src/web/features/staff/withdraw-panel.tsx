import { useId, type FormEvent } from 'react';
import { WITHDRAW_REASON_MAX } from '#domain/staff/workflow-policy.ts';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import type { StaffCallOutcome } from './api.ts';

/**
 * Staff record a withdrawal the applicant asked for, with a reason (issue 29 "What to build" 2).
 * The page shows it only while the workflow policy allows this member to withdraw (the page
 * data's `allowed`, which the server computes with the policy it enforces).
 */
export function WithdrawPanel(props: {
  view: Pick<StaffApplicationView, 'reference' | 'version'>;
  busy: boolean;
  act: (call: () => Promise<StaffCallOutcome>) => void;
}) {
  const { view, busy, act } = props;
  const id = useId();
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
