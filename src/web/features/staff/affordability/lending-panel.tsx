import { useEffect, useState } from 'react';
import { OVERRIDE_RULES } from '#domain/staff/form-rules.ts';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import { API } from '#domain/contracts/wire.ts';
import { callPath } from '#web/api/call.ts';
import type { LendingPanel as Panel } from '#domain/lending/panel.ts';
import type { StaffCallOutcome } from '../api.ts';
import { nzDate, nzDollars } from '../staff-layout.tsx';
import { StaffForm, useStaffForm } from '../staff-form.tsx';
import { documentHref, evidencePackHref, lendingCall, loadLendingPanel } from './api.ts';
import { IdentitySection } from './identity-section.tsx';
import { RecordForm } from './record-form.tsx';

const OUTCOME_WORDS = { pass: 'Pass', fail: 'Fail', override: 'Override by an approver' } as const;
const DOCUMENT_WORDS: Record<string, string> = {
  disclosure: 'Disclosure statement',
  'decline-notice': 'Decline notice',
  'affordability-copy': 'Copy of the affordability record',
  'evidence-pack': 'Evidence pack',
};
/** Where the applicant first opened a letter (recorded by the server when the PDF is fetched). */
const OPENED_BY_WORDS: Record<string, string> = {
  portal: 'in their account',
  'status-link': 'through the status link',
};

/**
 * The panel's data and its changes: loaded after the page; a change is reported with the panel
 * reloaded, so what the message says is what is shown.
 */
function usePanel(reference: string, onChange: (() => void) | undefined) {
  const [panel, setPanel] = useState<Panel | null | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void loadLendingPanel(reference).then((answer) => current && setPanel(answer));
    return () => {
      current = false;
    };
  }, [reference]);
  const act = async (call: () => Promise<StaffCallOutcome>, done?: string) => {
    setBusy(true);
    setMessage(null);
    const outcome = await call();
    if (outcome.ok) {
      setPanel(await loadLendingPanel(reference));
      onChange?.();
    }
    setBusy(false);
    setMessage(outcome.ok ? (done ?? null) : outcome.message);
  };
  return { panel, message, busy, act };
}

/**
 * Responsible lending on the application page (issue 21, decision 096): the affordability record
 * the decision needs, the identity check, the letters, the borrower's copy requests and the
 * evidence pack. Loaded after the page; each change reloads it from the server before its
 * message shows.
 */
export function LendingPanel({
  reference,
  onChange,
}: {
  reference: string;
  /** After a change is saved: the page reads its summary and allowed actions again. */
  onChange?: () => void;
}) {
  const { panel, message, busy, act } = usePanel(reference, onChange);
  if (panel === undefined) return <p>Loading the affordability record…</p>;
  if (panel === null) return <p>The affordability record could not be loaded. Reload the page.</p>;
  const { assessment } = panel;
  return (
    <section className="staff__panel" aria-labelledby="affordability-heading">
      <h2 id="affordability-heading">Affordability and suitability</h2>
      <p>
        {panel.draft ? 'Draft, not saved yet' : `Version ${panel.version}`}. Policy:{' '}
        {panel.policyName}.
      </p>
      <div role="status">{message ? <p>{message}</p> : null}</div>
      <AssessmentSummary assessment={assessment} />
      <RecordForm
        benchmarkSource={panel.benchmarkSource}
        key={panel.version}
        initial={panel.record}
        assessment={assessment}
        busy={busy}
        onSave={(record) =>
          act(
            () =>
              lendingCall(API.staffAffordabilitySave.path, reference, {
                record,
                version: panel.version,
              }),
            'Record saved.',
          )
        }
      />
      {assessment.outcome === 'fail' && panel.canOverride && !panel.draft ? (
        <OverrideForm reference={reference} version={panel.version} busy={busy} act={act} />
      ) : null}
      <IdentitySection reference={reference} identity={panel.identity} busy={busy} act={act} />
      <Letters reference={reference} documents={panel.documents} letters={panel.letters} />
      <CopyRequests reference={reference} requests={panel.copyRequests} busy={busy} act={act} />
      <p>
        <a href={evidencePackHref(reference)}>Export the evidence pack (zip)</a>
      </p>
    </section>
  );
}

type Act = (call: () => Promise<StaffCallOutcome>, done?: string) => Promise<void>;

/** The assessment's figures and outcome, and what the record still lacks before a decision. */
function AssessmentSummary({ assessment }: { assessment: Panel['assessment'] }) {
  return (
    <>
      <dl className="staff__answers" aria-label="Assessment">
        <dt>Income used</dt>
        <dd>{nzDollars.format(assessment.incomeWeekly)} a week</dd>
        <dt>Expenses used</dt>
        <dd>{nzDollars.format(assessment.expensesWeekly)} a week</dd>
        <dt>Commitments</dt>
        <dd>{nzDollars.format(assessment.commitmentsWeekly)} a week</dd>
        <dt>New repayment</dt>
        <dd>
          {assessment.repayment
            ? `${nzDollars.format(assessment.repayment.payment)} ${assessment.repayment.frequency.toLowerCase()} (${nzDollars.format(assessment.repayment.weekly)} a week)`
            : 'No fee band for this amount'}
        </dd>
        <dt>Surplus and buffer</dt>
        <dd>
          {nzDollars.format(assessment.surplusWeekly)} against{' '}
          {nzDollars.format(assessment.bufferWeekly)} a week
        </dd>
        <dt>Outcome</dt>
        <dd data-testid="affordability-outcome">{OUTCOME_WORDS[assessment.outcome]}</dd>
      </dl>
      {assessment.missing.length ? (
        <div>
          <h3>Before a decision</h3>
          <ul>
            {assessment.missing.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>The record is complete.</p>
      )}
    </>
  );
}

/** What a letter not made yet says: owed (with its attempts so far) or failed (decision 121). */
function pendingLetter(letter: Panel['letters'][number]): string {
  const name = DOCUMENT_WORDS[letter.kind] ?? letter.kind;
  if (letter.state === 'failed')
    return `${name}: could not be made after ${letter.attempts} attempts. Ask support to look at the letters job.`;
  return `${name}: owed since ${nzDate.format(new Date(letter.createdAt))}${letter.attempts ? `, ${letter.attempts} attempts so far` : ''}; the letters job makes it.`;
}

export function Letters(props: {
  reference: string;
  documents: Panel['documents'];
  letters: Panel['letters'];
}) {
  const { reference, documents } = props;
  const pending = props.letters.filter((letter) => letter.state !== 'made');
  return (
    <>
      <h3 id="letters-heading">Letters and copies</h3>
      <ul>
        {pending.map((letter) => (
          <li key={letter.id}>{pendingLetter(letter)}</li>
        ))}
        {documents.map((document) => (
          <li key={document.id}>
            <a href={documentHref(reference, document.id)}>
              {DOCUMENT_WORDS[document.kind] ?? document.kind}
            </a>{' '}
            made {nzDate.format(new Date(document.createdAt))}
            {document.sentAt ? `, emailed ${nzDate.format(new Date(document.sentAt))}` : ''}
            {document.openedAt
              ? `, first opened by the applicant (${OPENED_BY_WORDS[document.openedBy ?? ''] ?? document.openedBy}) ${nzDate.format(new Date(document.openedAt))}`
              : ', not opened yet'}
          </li>
        ))}
        {documents.length === 0 && pending.length === 0 ? <li>None yet.</li> : null}
      </ul>
    </>
  );
}

/** The borrower's requests for a copy of the record, each made from here. */
function CopyRequests(props: {
  reference: string;
  requests: Panel['copyRequests'];
  busy: boolean;
  act: Act;
}) {
  const { reference, requests, busy, act } = props;
  return (
    <>
      <h3>Requests for a copy of the record</h3>
      <ul>
        {requests.map((request) => (
          <li key={request.id}>
            Asked {nzDate.format(new Date(request.requestedAt))}, due {request.dueOn}.{' '}
            {request.producedAt ? (
              'Copy made.'
            ) : (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  act(
                    () => lendingCall(API.staffAffordabilityCopy.path, reference, {}, request.id),
                    'Copy made and delivered.',
                  )
                }
              >
                Make the copy
              </button>
            )}
          </li>
        ))}
        {requests.length === 0 ? <li>None.</li> : null}
      </ul>
    </>
  );
}

function OverrideForm(props: { reference: string; version: number; busy: boolean; act: Act }) {
  const { reference, version, busy, act } = props;
  const staffForm = useStaffForm(OVERRIDE_RULES, { idPrefix: 'override' });
  const { bind, post } = staffForm;
  const path = callPath(API.staffAffordabilityOverride, { reference });
  const send = () => void act(() => post(path, { version }), 'Override recorded.');
  return (
    <StaffForm form={staffForm} send={send} busy={busy} submit="Override as approver">
      <h3>Override the buffer</h3>
      <Textarea {...bind('reason', 'Reason for the override')} />
    </StaffForm>
  );
}
