import { complaintRegisterCopy as copy } from '#content/complaints.ts';
import {
  COMPLAINT_MOVES,
  COMPLAINT_OUTCOMES,
  type ComplaintState,
} from '#domain/complaints/register.ts';
import { API } from '#domain/contracts/wire.ts';
import { COMPLAINT_MOVE_RULES, COMPLAINT_OWNER_RULES } from '#domain/staff/form-rules.ts';
import { callPath } from '#web/api/call.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { postStaff, useStaffForm } from '../staff-form.tsx';
import type { Act, Complaint } from './complaint-page.tsx';

interface ActionProps {
  complaint: Complaint;
  busy: boolean;
  act: Act;
}

const OUTCOMES = COMPLAINT_OUTCOMES.map((value) => ({ value, label: copy.outcomes[value] }));

/**
 * What may be done to the complaint now: move it to a state the register allows from here (a
 * resolution with its outcome; resolving or deadlocking sends its letter), and give it an owner.
 * A closed complaint has no moves left. Both forms run their rule tables
 * (src/domain/staff/form-rules.ts) on the form runtime, which keeps a choice made before the page's
 * script ran, as every staff form does (`useStaffForm`).
 */
export function ComplaintActions(props: ActionProps) {
  const moves = COMPLAINT_MOVES[props.complaint.state];
  return (
    <section className="staff__panel" aria-labelledby="complaint-actions">
      <h2 id="complaint-actions">Actions</h2>
      {moves.length === 0 ? (
        <p>The complaint is closed; the register allows no further change of state.</p>
      ) : (
        <MoveForm {...props} moves={moves} />
      )}
      <AssignForm {...props} />
    </section>
  );
}

function MoveForm({
  complaint,
  busy,
  act,
  moves,
}: ActionProps & { moves: readonly ComplaintState[] }) {
  const { state, form, bind, values, formProps } = useStaffForm(COMPLAINT_MOVE_RULES, {
    idPrefix: 'complaint-move',
    initialValues: { to: moves[0] },
  });
  const send = () => {
    const { to, outcome } = values();
    const path = callPath(API.staffComplaintMove, { reference: complaint.reference });
    act(() =>
      postStaff(form, path, {
        to,
        version: complaint.version,
        ...(to === 'resolved' ? { outcome } : {}),
      }),
    );
  };
  return (
    <form method="post" {...formProps(send)} className="staff__filters">
      <Select
        {...bind('to', 'Move to')}
        options={moves.map((move) => ({ value: move, label: copy.states[move] }))}
      />
      {moves.includes('resolved') ? (
        <Select {...bind('outcome', 'Outcome (when resolved)')} options={OUTCOMES} />
      ) : null}
      <div>
        <button type="submit" className="button" disabled={busy || state.busy}>
          Change the state
        </button>
      </div>
      <FormAnnouncer announcement={state.announcement} />
    </form>
  );
}

function AssignForm({ complaint, busy, act }: ActionProps) {
  const { state, bind, post, formProps } = useStaffForm(COMPLAINT_OWNER_RULES, {
    idPrefix: 'complaint-owner',
    initialValues: { to: complaint.owner?.id ?? complaint.me },
  });
  const path = callPath(API.staffComplaintAssign, { reference: complaint.reference });
  const send = () => act(() => post(path, { version: complaint.version }));
  const owners = complaint.staff.map((member) => ({
    value: member.id,
    label: member.id === complaint.me ? `${member.email} (me)` : member.email,
  }));
  return (
    <form method="post" {...formProps(send)} className="staff__filters">
      <Select {...bind('to', 'Owner')} options={owners} />
      <div>
        <button type="submit" className="button" disabled={busy || state.busy}>
          Give it this owner
        </button>
      </div>
      <FormAnnouncer announcement={state.announcement} />
    </form>
  );
}
