import { useState } from 'react';
import type {
  StaffApplicationView,
  StaffApplicationWorkday,
} from '#domain/staff/application-view.ts';
import { usePageData, usePageTitle, useReloadRouteData } from '#web/app/page-context.tsx';
import { useHydrated } from '#web/app/use-hydrated.ts';
import { may } from '#domain/staff/workflow-policy.ts';
import { AccessReportSection } from './access-report-section.tsx';
import { API } from '#domain/contracts/wire.ts';
import { callPath } from '#web/api/call.ts';
import { StaffRefused, nzDate } from './staff-layout.tsx';
import { assignApplication, decideApplication, type StaffCallOutcome } from './api.ts';
import { LendingPanel } from './affordability/lending-panel.tsx';
import { InformationRequestsPanel } from './information-requests-panel.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { OfferPanel } from './offer-panel.tsx';
import { WithdrawPanel } from './withdraw-panel.tsx';
import {
  AssignForm,
  DECISION_EVENTS,
  DecisionForm,
  OpenProposal,
  allowedOf,
} from './application-actions.tsx';
import {
  AnswersSection,
  DocumentsSection,
  HistorySection,
  SECTIONS,
} from './application-sections.tsx';
import { ApplicationSummary } from './application-summary.tsx';
import { useSignInWhenRequired } from './my-work-page.tsx';

type Page = StaffApplicationView & StaffApplicationWorkday;

/**
 * An application in the workspace `/staff/applications/{reference}/` (issues 20 and 29): the
 * summary band, the actions the workflow policy allows this person now, and the page's parts
 * behind a section navigation. A refused change (409, 412, the officer's limit) is shown as the
 * server words it; a success reloads the page's data.
 */
export function ApplicationPage() {
  const page = usePageData('staffApplication');
  usePageTitle(
    page?.state === 'ok' ? `Application ${page.reference} | Staff workspace` : 'Staff workspace',
  );
  useSignInWhenRequired(page?.state === 'sign-in-required');
  if (!page || page.state === 'sign-in-required') return null;
  if (page.state !== 'ok') return <StaffRefused state={page.state} />;
  return <ApplicationView view={page} />;
}

/** Runs a staff call: busy while it runs, the server's message on a refusal, a reload on success. */
function useAct() {
  const [message, setMessage] = useState<string | null>(null);
  const [working, setBusy] = useState(false);
  // Until the page's script runs, a form would submit itself as a GET, its comment in the address.
  const hydrated = useHydrated();
  const act = async (call: () => Promise<StaffCallOutcome>) => {
    setBusy(true);
    setMessage(null);
    const outcome = await call();
    setBusy(false);
    // A fresh load shows the new status, version and history from the server.
    if (outcome.ok) window.location.reload();
    else setMessage(outcome.message);
  };
  return { message, busy: working || !hydrated, act };
}

function ApplicationView({ view }: { view: Page }) {
  const { message, busy, act } = useAct();
  const reload = useReloadRouteData('staff-application');
  return (
    <article className="staff-application">
      <ApplicationSummary view={view} />
      <div className="staff-application__body">
        <ActionsPanel view={view} busy={busy} message={message} act={act} />
        <div className="staff-application__parts">
          <nav aria-label="Sections" className="staff-application__sections">
            <ul>
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <LendingPanel reference={view.reference} onChange={reload} />
          <DocumentsSection view={view} />
          <InformationRequestsPanel
            view={view}
            busy={busy}
            canRequest={allowedOf(view).has('request-information')}
            act={(call) => void act(call)}
          />
          <NotesPanel
            heading="Internal notes"
            headingId="notes-heading"
            intro="Only staff see these notes."
            notes={view.notes.map((note) => ({ ...note, when: nzDate.format(new Date(note.at)) }))}
            path={callPath(API.staffNote, { reference: view.reference })}
            busy={busy}
            act={(call) => void act(call)}
          />
          <AnswersSection view={view} />
          <HistorySection view={view} />
          {may({ kind: 'staff', ...view.me }, 'view-access-report') ? (
            <AccessReportSection reference={view.reference} />
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * The page's primary controls: exactly the events the workflow policy allows this person now
 * (the server computed them with `allowedEvents` on the facts its writer judges).
 */
function ActionsPanel(props: {
  view: Page;
  busy: boolean;
  message: string | null;
  act: (call: () => Promise<StaffCallOutcome>) => Promise<void>;
}) {
  const { view, busy, message, act } = props;
  const allowed = allowedOf(view);
  const open = view.decisions.find((d) => d.kind === 'proposal' && d.state === 'open');
  const decides = DECISION_EVENTS.some((event) => allowed.has(event));
  return (
    <aside className="staff-actions" aria-label="Actions">
      <div role="alert">{message ? <p className="field__error">{message}</p> : null}</div>
      {allowed.has('assign') ? (
        <section aria-labelledby="assign-heading">
          <h2 id="assign-heading">Assign</h2>
          <AssignForm
            view={view}
            busy={busy}
            onAssign={(to) => void act(() => assignApplication(view.reference, to, view.version))}
          />
        </section>
      ) : null}
      <section aria-labelledby="decide-heading">
        <h2 id="decide-heading">Decision</h2>
        <OpenProposal view={view} />
        {decides ? (
          <DecisionForm
            view={view}
            busy={busy}
            proposalId={open && allowed.has('approve') ? open.id : undefined}
            onDecide={(body) =>
              void act(() => decideApplication(view.reference, { ...body, version: view.version }))
            }
          />
        ) : (
          <p>No decision can be recorded now.</p>
        )}
      </section>
      {allowed.has('withdraw') ? (
        <WithdrawPanel view={view} busy={busy} act={(call) => void act(call)} />
      ) : null}
      <OfferPanel view={view} allowed={allowed} busy={busy} act={(call) => void act(call)} />
    </aside>
  );
}
