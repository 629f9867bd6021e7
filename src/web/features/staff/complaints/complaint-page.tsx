import { useState } from 'react';
import { brand } from '#content/brand.ts';
import { complaintCategoryLabels, complaintRegisterCopy as copy } from '#content/complaints.ts';
import type { StaffComplaintPage } from '#domain/complaints/register-view.ts';
import { STAFF_COMPLAINTS_PATH } from '#domain/session/paths.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import { useHydrated } from '#web/app/use-hydrated.ts';
import { Link } from '#web/router/router.tsx';
import type { StaffCallOutcome } from '../api.ts';
import { useSignInWhenRequired } from '../my-work-page.tsx';
import { StaffRefused } from '../staff-layout.tsx';
import { NotesPanel } from '../notes-panel.tsx';
import { API } from '#domain/contracts/wire.ts';
import { callPath } from '#web/api/call.ts';
import { ComplaintActions } from './complaint-actions.tsx';
import { dayOf } from './complaint-words.ts';

export type Complaint = Extract<StaffComplaintPage, { state: 'ok' }>['complaint'] & { me: string };
export type Act = (call: () => Promise<StaffCallOutcome>) => void;

/**
 * One complaint `/staff/complaints/{reference}/` (issue 32): its summary and dates, what the
 * complainant wrote, the state change and owner the register allows, notes and the letters sent.
 * A refused change (409, 412, 422) shows the server's words; a success reloads the page's data.
 */
export function ComplaintPage() {
  const page = usePageData('staffComplaint');
  usePageTitle(
    page?.state === 'ok'
      ? `Complaint ${page.complaint.reference} | Staff workspace`
      : 'Staff workspace',
  );
  useSignInWhenRequired(page?.state === 'sign-in-required');
  if (!page || page.state === 'sign-in-required') return null;
  if (page.state !== 'ok')
    return (
      <StaffRefused state={page.state} notFound="There is no complaint with that reference." />
    );
  return <ComplaintView complaint={{ ...page.complaint, me: page.me }} />;
}

function ComplaintView({ complaint }: { complaint: Complaint }) {
  const [message, setMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // Until the page's script runs, a form would submit itself as a GET.
  const hydrated = useHydrated();
  const act: Act = (call) => {
    setWorking(true);
    setMessage(null);
    void call().then((outcome) => {
      setWorking(false);
      if (outcome.ok) window.location.reload();
      else setMessage(outcome.message);
    });
  };
  return (
    <article className="staff-complaint">
      <p>
        <Link to={STAFF_COMPLAINTS_PATH}>All complaints</Link>
      </p>
      <h1>Complaint {complaint.reference}</h1>
      <ComplaintSummary complaint={complaint} />
      <div role="alert">{message ? <p className="field__error">{message}</p> : null}</div>
      <ComplaintActions complaint={complaint} busy={working || !hydrated} act={act} />
      <section className="staff__panel" aria-labelledby="complaint-words">
        <h2 id="complaint-words">What the complainant told us</h2>
        <h3>What went wrong</h3>
        <p className="staff-complaint__text">{complaint.whatWentWrong}</p>
        <h3>What would put it right</h3>
        <p className="staff-complaint__text">{complaint.putRight}</p>
      </section>
      <NotesPanel
        heading="Notes"
        headingId="complaint-notes"
        notes={complaint.notes.map((note) => ({
          id: note.id,
          when: dayOf(note.at),
          by: note.author,
          text: note.text,
        }))}
        path={callPath(API.staffComplaintNote, { reference: complaint.reference })}
        busy={working || !hydrated}
        act={act}
      />
      <ComplaintLetters complaint={complaint} />
    </article>
  );
}

function ComplaintSummary({ complaint: c }: { complaint: Complaint }) {
  const rows: [string, string][] = [
    ['State', `${copy.states[c.state]}${c.outcome ? ` (${copy.outcomes[c.outcome]})` : ''}`],
    ['Owner', c.owner?.email ?? 'No owner yet'],
    ['About', complaintCategoryLabels[c.category]],
    ['Complainant', c.name],
    ['Email', c.email],
    ['Phone', c.phone ?? 'Not given'],
    ['Received', dayOf(c.receivedAt)],
    ['Acknowledge by', dayOf(c.acknowledgeBy)],
    ['Resolve by', dayOf(c.resolveBy)],
    [`May go to ${brand.disputeScheme.name} from`, dayOf(c.schemeFrom)],
  ];
  return (
    <dl className="staff__answers staff__panel">
      {rows.map(([term, value]) => (
        <div key={term} className="staff-complaint__pair">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ComplaintLetters({ complaint }: { complaint: Complaint }) {
  return (
    <section className="staff__panel" aria-labelledby="complaint-letters">
      <h2 id="complaint-letters">Letters</h2>
      {complaint.letters.length === 0 ? (
        <p>No letters yet.</p>
      ) : (
        <ul className="staff-complaint__letters">
          {complaint.letters.map((letter) => (
            <li key={letter.kind}>
              <details>
                <summary>
                  {copy.letters[letter.kind]}, {dayOf(letter.at)}: {letter.subject}
                </summary>
                <p className="staff-complaint__text">{letter.text}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
