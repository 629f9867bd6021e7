import { useId, useState, type FormEvent } from 'react';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import {
  DEFAULT_DUE_WORKING_DAYS,
  MAX_DUE_WORKING_DAYS,
  type StaffRequestedItemView,
} from '#domain/staff/information-requests.ts';
import type { StaffCallOutcome } from './api.ts';

const STATE_WORDS = { requested: 'Requested', received: 'Received', accepted: 'Accepted' };

/**
 * Information requests on the staff application page (issue 20 "An application" 4, decision
 * 092): ask for documents from the configured list and/or a question, due in working days; each
 * item's state, what the applicant sent (a document opened through the server), accept or ask
 * again with a reason.
 */
export function InformationRequestsPanel(props: {
  view: StaffApplicationView;
  busy: boolean;
  /** Whether the workflow policy lets this person ask now (issue 29). */
  canRequest: boolean;
  act: (call: () => Promise<StaffCallOutcome>) => void;
}) {
  const { view, busy, canRequest, act } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const question = String(form.get('question') ?? '').trim();
    act(async () =>
      (await import('./api.ts')).requestInformation(view.reference, {
        documents: form.getAll('documents').map(String),
        ...(question ? { question } : {}),
        dueInWorkingDays: Number(form.get('due')),
        version: view.version,
      }),
    );
  };
  return (
    <section className="staff__panel" aria-labelledby="requests-heading">
      <h2 id="requests-heading">Information requests</h2>
      {view.requests.length === 0 ? (
        <p>Nothing requested yet.</p>
      ) : (
        <ul className="staff__requests">
          {view.requests.map((item) => (
            <RequestedItem key={item.id} view={view} item={item} busy={busy} act={act} />
          ))}
        </ul>
      )}
      {canRequest ? <RequestForm view={view} busy={busy} onSubmit={submit} /> : null}
    </section>
  );
}

function RequestForm(props: {
  view: StaffApplicationView;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { view, busy, onSubmit } = props;
  return (
    <form method="post" onSubmit={onSubmit}>
      <fieldset>
        <legend>Ask the applicant for documents</legend>
        {view.requestableDocuments.map((document) => (
          <label key={document.id} className="choice">
            <input type="checkbox" name="documents" value={document.id} /> {document.label}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor="request-question">Or ask a question</label>
        <textarea id="request-question" name="question" maxLength={1000} />
      </div>
      <div>
        <label htmlFor="request-due">Due in working days</label>
        <input
          id="request-due"
          name="due"
          type="number"
          min={1}
          max={MAX_DUE_WORKING_DAYS}
          defaultValue={DEFAULT_DUE_WORKING_DAYS}
        />
      </div>
      <button type="submit" className="button" disabled={busy}>
        Send the request
      </button>
    </form>
  );
}

function RequestedItem(props: {
  view: StaffApplicationView;
  item: StaffRequestedItemView;
  busy: boolean;
  act: (call: () => Promise<StaffCallOutcome>) => void;
}) {
  const { view, item, busy, act } = props;
  const id = useId();
  const [asking, setAsking] = useState(false);
  const api = () => import('./api.ts');
  const askAgain = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    act(async () => (await api()).askAgain(view.reference, item.id, reason, view.version));
  };
  return (
    <li>
      <strong>{item.label}</strong>: {STATE_WORDS[item.state]}, due {item.dueDate}
      {item.askAgainReason ? ` (asked again: ${item.askAgainReason})` : ''}
      {item.answer ? <p>Answer: {item.answer}</p> : null}
      {item.uploadReference ? (
        <p>
          <a href={`/api/uploads/${item.uploadReference}`}>Open the {item.label.toLowerCase()}</a>
        </p>
      ) : null}
      {item.state === 'received' ? (
        <div className="staff__item-actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              act(async () => (await api()).acceptItem(view.reference, item.id, view.version))
            }
          >
            Accept {item.label.toLowerCase()}
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={asking}
            onClick={() => setAsking(!asking)}
          >
            Ask again
          </button>
        </div>
      ) : null}
      {asking && item.state === 'received' ? (
        <form method="post" onSubmit={askAgain}>
          <label htmlFor={`${id}-reason`}>Why are you asking again?</label>
          <textarea id={`${id}-reason`} name="reason" required maxLength={500} />
          <button type="submit" className="button" disabled={busy}>
            Ask again for {item.label.toLowerCase()}
          </button>
        </form>
      ) : null}
    </li>
  );
}
