import type { FormEvent } from 'react';
import { complaintRegisterCopy as copy } from '#content/complaints.ts';
import {
  COMPLAINT_MOVES,
  COMPLAINT_OUTCOMES,
  type ComplaintOutcome,
  type ComplaintState,
} from '#domain/complaints/register.ts';
import type { Act, Complaint } from './complaint-page.tsx';

/**
 * What may be done to the complaint now: move it to a state the register allows from here (a
 * resolution with its outcome; resolving or deadlocking sends its letter), and give it an owner.
 * A closed complaint has no moves left.
 */
export function ComplaintActions(props: { complaint: Complaint; busy: boolean; act: Act }) {
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
}: {
  complaint: Complaint;
  busy: boolean;
  act: Act;
  moves: readonly ComplaintState[];
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const to = String(form.get('to')) as ComplaintState;
    const outcome = String(form.get('outcome') ?? '');
    const body = {
      to,
      version: complaint.version,
      ...(to === 'resolved' && outcome ? { outcome: outcome as ComplaintOutcome } : {}),
    };
    act(async () => (await import('../api.ts')).moveComplaint(complaint.reference, body));
  };
  return (
    <form method="post" onSubmit={submit} className="staff__filters">
      <div>
        <label htmlFor="complaint-move">Move to</label>
        <select id="complaint-move" name="to" defaultValue={moves[0]}>
          {moves.map((state) => (
            <option key={state} value={state}>
              {copy.states[state]}
            </option>
          ))}
        </select>
      </div>
      {moves.includes('resolved') ? (
        <div>
          <label htmlFor="complaint-outcome">Outcome (when resolved)</label>
          <select id="complaint-outcome" name="outcome" defaultValue="">
            <option value="">Choose the outcome</option>
            {COMPLAINT_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {copy.outcomes[outcome]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={busy}>
          Change the state
        </button>
      </div>
    </form>
  );
}

function AssignForm({ complaint, busy, act }: { complaint: Complaint; busy: boolean; act: Act }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = String(new FormData(event.currentTarget).get('owner') ?? '');
    act(async () =>
      (await import('../api.ts')).assignComplaint(complaint.reference, to, complaint.version),
    );
  };
  return (
    <form method="post" onSubmit={submit} className="staff__filters">
      <div>
        <label htmlFor="complaint-owner">Owner</label>
        <select
          id="complaint-owner"
          name="owner"
          defaultValue={complaint.owner?.id ?? complaint.me}
        >
          {complaint.staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.id === complaint.me ? `${member.email} (me)` : member.email}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className="button" disabled={busy}>
          Give it this owner
        </button>
      </div>
    </form>
  );
}
