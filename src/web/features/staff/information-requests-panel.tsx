import { useState } from 'react';
import { API } from '#domain/contracts/wire.ts';
import { callPath } from '#web/api/call.ts';
import { ASK_AGAIN_RULES, REQUEST_INFORMATION_RULES } from '#domain/staff/form-rules.ts';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import {
  DEFAULT_DUE_WORKING_DAYS,
  type StaffRequestedItemView,
} from '#domain/staff/information-requests.ts';
import type { StaffCallOutcome } from './api.ts';
import { postStaff, StaffForm, useStaffForm } from './staff-form.tsx';

const STATE_WORDS = { requested: 'Requested', received: 'Received', accepted: 'Accepted' };

interface PanelProps {
  view: StaffApplicationView;
  busy: boolean;
  act: (call: () => Promise<StaffCallOutcome>) => void;
}

/** The parts of one requested item. */
type ItemProps = PanelProps & { item: StaffRequestedItemView };

/**
 * Information requests on the staff application page (issue 20 "An application" 4, decision
 * 092): ask for documents from the configured list and/or a question, due in working days; each
 * item's state, what the applicant sent (a document opened through the server), accept or ask
 * again with a reason.
 */
export function InformationRequestsPanel(
  props: PanelProps & {
    /** Whether the workflow policy lets this person ask now (issue 29). */
    canRequest: boolean;
  },
) {
  const { view, busy, canRequest, act } = props;
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
      {canRequest ? <RequestForm view={view} busy={busy} act={act} /> : null}
    </section>
  );
}

function RequestForm(props: PanelProps) {
  const { view, busy, act } = props;
  const staffForm = useStaffForm(REQUEST_INFORMATION_RULES, {
    idPrefix: 'request',
    initialValues: { dueInWorkingDays: String(DEFAULT_DUE_WORKING_DAYS) },
  });
  const { form, bind, values } = staffForm;
  const send = (element: HTMLFormElement) => {
    const { question, dueInWorkingDays } = values();
    const body = {
      documents: new FormData(element).getAll('documents').map(String),
      ...(question ? { question } : {}),
      dueInWorkingDays: Number(dueInWorkingDays),
      version: view.version,
    };
    act(() =>
      postStaff(form, callPath(API.staffRequestInformation, { reference: view.reference }), body),
    );
  };
  return (
    <StaffForm form={staffForm} send={send} busy={busy} submit="Send the request">
      <fieldset>
        <legend>Ask the applicant for documents</legend>
        {view.requestableDocuments.map((document) => (
          <label key={document.id} className="choice">
            <input type="checkbox" name="documents" value={document.id} /> {document.label}
          </label>
        ))}
      </fieldset>
      <Textarea {...bind('question', 'Or ask a question')} />
      <Text {...bind('dueInWorkingDays', 'Due in working days')} />
    </StaffForm>
  );
}

function RequestedItem(props: ItemProps) {
  const { view, item, busy, act } = props;
  const [asking, setAsking] = useState(false);
  const api = () => import('./api.ts');
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
      {asking && item.state === 'received' ? <AskAgainForm {...props} /> : null}
    </li>
  );
}

/** Asks again for an item the applicant sent, saying why. */
function AskAgainForm(props: ItemProps) {
  const { view, item, busy, act } = props;
  const staffForm = useStaffForm(ASK_AGAIN_RULES);
  const { bind, post } = staffForm;
  const path = callPath(API.staffAskAgain, { reference: view.reference, id: item.id });
  const send = () => act(() => post(path, { version: view.version }));
  return (
    <StaffForm
      form={staffForm}
      send={send}
      busy={busy}
      submit={`Ask again for ${item.label.toLowerCase()}`}
    >
      <Textarea {...bind('reason', 'Why are you asking again?')} />
    </StaffForm>
  );
}
