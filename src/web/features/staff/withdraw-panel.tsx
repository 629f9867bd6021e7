import { useId } from 'react';
import { API } from '#domain/contracts/wire.ts';
import { callPath } from '#web/api/call.ts';
import { WITHDRAW_RULES } from '#domain/staff/form-rules.ts';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import type { StaffCallOutcome } from './api.ts';
import { StaffForm, useStaffForm } from './staff-form.tsx';

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
  const staffForm = useStaffForm(WITHDRAW_RULES);
  const { bind, post } = staffForm;
  const path = callPath(API.staffWithdraw, { reference: view.reference });
  const send = () => act(() => post(path, { version: view.version }));
  return (
    <section className="staff__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Withdraw at the applicant’s request</h2>
      <StaffForm form={staffForm} send={send} busy={busy} submit="Record the withdrawal">
        <Textarea {...bind('reason', 'Why the applicant withdrew')} />
      </StaffForm>
    </section>
  );
}
