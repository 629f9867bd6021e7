import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '#web/router/router.tsx';
import { STAFF_PATH } from '#domain/session/paths.ts';
import { signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import { DECISION_OUTCOMES, STATUS_LABELS, type DecisionOutcome } from '#domain/staff/status.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import {
  StaffLayout,
  StaffRefused,
  WholeDollarsInput,
  nzDate,
  nzDollars,
} from './staff-layout.tsx';
import { BankStatementsSection } from './bank-statements-section.tsx';
import { assignApplication, decideApplication, type StaffCallOutcome } from './api.ts';
import { LendingPanel } from './affordability/lending-panel.tsx';
import { InformationRequestsPanel } from './information-requests-panel.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { WithdrawPanel } from './withdraw-panel.tsx';
import { useHydrated } from '#web/app/use-hydrated.ts';

/**
 * An application in the workspace `/staff/applications/{reference}/` (issue 20): its answers by
 * step, links, uploads, decisions and history; assign and decide. A refused change (409, 412,
 * the officer's limit) is shown as the server words it; a success reloads the page's data.
 */
export function ApplicationPage() {
  const page = usePageData('staffApplication');
  usePageTitle(
    page?.state === 'ok' ? `Application ${page.reference} | Staff workspace` : 'Staff workspace',
  );
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signInRequired = page?.state === 'sign-in-required';
  useEffect(() => {
    if (signInRequired) void navigate(signInPathReturningTo(pathname), { replace: true });
  }, [signInRequired, navigate, pathname]);
  if (!page || page.state === 'sign-in-required') return null;
  if (page.state !== 'ok') return <StaffRefused state={page.state} />;
  return (
    <StaffLayout current={STAFF_PATH}>
      <ApplicationView view={page} />
    </StaffLayout>
  );
}

function ApplicationView({ view }: { view: StaffApplicationView }) {
  const [message, setMessage] = useState<string | null>(null);
  const [working, setBusy] = useState(false);
  // Until the page's script runs, a form would submit itself as a GET, its comment in the address.
  const hydrated = useHydrated();
  const busy = working || !hydrated;
  const act = async (call: () => Promise<StaffCallOutcome>) => {
    setBusy(true);
    setMessage(null);
    const outcome = await call();
    setBusy(false);
    // A fresh load shows the new status, version and history from the server.
    if (outcome.ok) window.location.reload();
    else setMessage(outcome.message);
  };
  const openProposal = view.decisions.find((d) => d.kind === 'proposal' && d.state === 'open');
  return (
    <article>
      <h1>Application {view.reference}</h1>
      <dl className="staff__answers">
        <dt>Applicant</dt>
        <dd>{view.name || 'Not given yet'}</dd>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[view.status]}</dd>
        <dt>Amount</dt>
        <dd>{view.amount === null ? 'Not given yet' : nzDollars.format(view.amount)}</dd>
        <dt>Source</dt>
        <dd>{view.source}</dd>
        <dt>Branch</dt>
        <dd>{view.branch ?? 'None'}</dd>
        <dt>Submitted</dt>
        <dd>{view.submittedAt ? nzDate.format(new Date(view.submittedAt)) : 'Not yet'}</dd>
        <dt>Assigned to</dt>
        <dd>{view.assignedTo?.email ?? 'Unassigned'}</dd>
        <dt>Credit result</dt>
        <dd>
          {view.creditResult ? `${view.creditResult} (${view.creditDecision ?? ''})` : 'None yet'}
        </dd>
        <dt>Broker</dt>
        <dd>{view.broker ?? 'None'}</dd>
        <dt>Joint application</dt>
        <dd>
          {view.jointApplications.length === 0
            ? 'None'
            : view.jointApplications.map((reference) => (
                <a key={reference} href={`${STAFF_PATH}applications/${reference}/`}>
                  {reference}
                </a>
              ))}
        </dd>
      </dl>
      <div role="alert">{message ? <p className="field__error">{message}</p> : null}</div>
      <section className="staff__panel" aria-labelledby="assign-heading">
        <h2 id="assign-heading">Assign</h2>
        <AssignForm
          view={view}
          busy={busy}
          onAssign={(to) => act(() => assignApplication(view.reference, to, view.version))}
        />
      </section>
      <LendingPanel reference={view.reference} />
      <section className="staff__panel" aria-labelledby="decide-heading">
        <h2 id="decide-heading">Decision</h2>
        {openProposal ? (
          <p>
            Proposal waiting for an approver: {openProposal.outcome}
            {openProposal.amount === null
              ? ''
              : ` of ${nzDollars.format(openProposal.amount)}`} by {openProposal.by} (
            {openProposal.reason}).
          </p>
        ) : null}
        <DecisionForm
          view={view}
          busy={busy}
          proposalId={view.me.roles.includes('approver') ? openProposal?.id : undefined}
          onDecide={(body) =>
            act(() => decideApplication(view.reference, { ...body, version: view.version }))
          }
        />
      </section>
      <InformationRequestsPanel view={view} busy={busy} act={(call) => void act(call)} />
      <NotesPanel view={view} busy={busy} act={(call) => void act(call)} />
      <WithdrawPanel view={view} busy={busy} act={(call) => void act(call)} />
      <section aria-labelledby="decisions-heading">
        <h2 id="decisions-heading">Decisions</h2>
        {view.decisions.length === 0 ? (
          <p>No decisions yet.</p>
        ) : (
          <ul>
            {view.decisions.map((d) => (
              <li key={d.id}>
                {nzDate.format(new Date(d.at))}: {d.kind === 'proposal' ? 'proposed' : 'decided'}{' '}
                {STATUS_LABELS[d.outcome]}
                {d.amount === null ? '' : ` ${nzDollars.format(d.amount)}`} by {d.by}. {d.reason}.{' '}
                {d.comment}
              </li>
            ))}
          </ul>
        )}
      </section>
      {view.steps.map((step) => (
        <section key={step.step} aria-labelledby={`step-${step.step}`}>
          <h2 id={`step-${step.step}`}>
            Step {step.step}: {step.title}
          </h2>
          {step.answers.length === 0 ? (
            <p>No answers yet.</p>
          ) : (
            <dl className="staff__answers">
              {step.answers.map((answer) => (
                <div key={answer.name}>
                  <dt>{answer.label}</dt>
                  <dd>{answer.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
      <section aria-labelledby="uploads-heading">
        <h2 id="uploads-heading">Documents</h2>
        {view.uploads.length === 0 ? (
          <p>No documents.</p>
        ) : (
          <ul>
            {view.uploads.map((file) => (
              <li key={file.reference}>
                <a href={`/api/uploads/${file.reference}`}>{file.kind}</a> ({file.type},{' '}
                {Math.ceil(file.sizeBytes / 1024)} KB)
              </li>
            ))}
          </ul>
        )}
      </section>
      <BankStatementsSection statements={view.bankStatements} />
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <ol>
          {view.history.map((entry, index) => (
            <li key={index}>
              {nzDate.format(new Date(entry.at))} {entry.actor}: {entry.what}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

function AssignForm({
  view,
  busy,
  onAssign,
}: {
  view: StaffApplicationView;
  busy: boolean;
  onAssign: (to: string) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAssign(String(new FormData(event.currentTarget).get('to')));
  };
  return (
    <form method="post" onSubmit={submit}>
      <label htmlFor="assign-to">Assign to</label>
      <select id="assign-to" name="to" defaultValue="me">
        <option value="me">Me</option>
        {view.staff
          .filter((member) => member.id !== view.me.id)
          .map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
      </select>
      <button type="submit" className="button" disabled={busy}>
        Assign
      </button>
    </form>
  );
}

const OUTCOME_WORDS: Record<DecisionOutcome, string> = {
  approved: 'Approve',
  'conditionally-approved': 'Approve with conditions',
  declined: 'Decline',
};

function DecisionForm(props: {
  view: StaffApplicationView;
  busy: boolean;
  proposalId: number | undefined;
  onDecide: (body: {
    outcome: DecisionOutcome;
    amount?: number;
    reason: string;
    comment: string;
    propose?: boolean;
    proposalId?: number;
  }) => void;
}) {
  const { view, busy, proposalId, onDecide } = props;
  const [outcome, setOutcome] = useState<DecisionOutcome>('approved');
  const isOfficerOnly = !view.me.roles.includes('approver');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = Number(form.get('amount'));
    onDecide({
      outcome,
      ...(outcome !== 'declined' && amount > 0 ? { amount } : {}),
      reason: String(form.get('reason')),
      comment: String(form.get('comment')),
      ...(form.get('propose') === 'on' ? { propose: true } : {}),
      ...(proposalId ? { proposalId } : {}),
    });
  };
  return (
    <form method="post" onSubmit={submit}>
      <fieldset>
        <legend>Outcome</legend>
        {DECISION_OUTCOMES.map((choice) => (
          <label key={choice} className="choice">
            <input
              type="radio"
              name="outcome"
              value={choice}
              checked={outcome === choice}
              onChange={() => setOutcome(choice)}
            />{' '}
            {OUTCOME_WORDS[choice]}
          </label>
        ))}
      </fieldset>
      {outcome !== 'declined' ? (
        <WholeDollarsInput
          id="decision-amount"
          name="amount"
          label="Approved amount ($)"
          defaultValue={view.amount ?? ''}
        />
      ) : null}
      <div>
        <label htmlFor="decision-reason">Reason</label>
        <select id="decision-reason" name="reason" key={outcome}>
          {view.reasons[outcome].map((reason) => (
            <option key={reason}>{reason}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="decision-comment">Comment</label>
        <textarea id="decision-comment" name="comment" required maxLength={2000} />
      </div>
      {isOfficerOnly ? (
        <label className="choice">
          <input type="checkbox" name="propose" /> Above my limit of{' '}
          {nzDollars.format(view.me.approvalLimit)}: propose it for an approver
        </label>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {proposalId ? 'Decide the proposal' : 'Record the decision'}
      </button>
    </form>
  );
}
