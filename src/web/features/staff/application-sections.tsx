import { staffApplicationPath } from '#domain/session/paths.ts';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import { STATUS_LABELS } from '#domain/staff/status.ts';
import { BankStatementsSection } from './bank-statements-section.tsx';
import { nzDate, nzDollars } from './staff-layout.tsx';

/**
 * The application page's parts (issue 29 "What to build" 6), in page order, each reachable from
 * the section navigation (and its number key): the heading's id is the link's target.
 */
export const SECTIONS = [
  { id: 'affordability-heading', label: 'Affordability' },
  { id: 'identity-heading', label: 'Identity' },
  { id: 'letters-heading', label: 'Letters' },
  { id: 'uploads-heading', label: 'Documents and requests' },
  { id: 'notes-heading', label: 'Notes' },
  { id: 'answers-heading', label: 'Answers' },
  { id: 'history-heading', label: 'History' },
] as const;

/** The applicant's answers, step by step, as a dense list. */
export function AnswersSection({ view }: { view: StaffApplicationView }) {
  return (
    <section aria-labelledby="answers-heading" className="staff__panel">
      <h2 id="answers-heading">Answers</h2>
      <dl className="staff__facts">
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
                <a key={reference} href={staffApplicationPath(reference)}>
                  {reference}
                </a>
              ))}
        </dd>
      </dl>
      {view.steps.map((step) => (
        <div key={step.step}>
          <h3 id={`step-${step.step}`}>
            Step {step.step}: {step.title}
          </h3>
          {step.answers.length === 0 ? (
            <p>No answers yet.</p>
          ) : (
            <dl className="staff__facts">
              {step.answers.map((answer) => (
                <div key={answer.name}>
                  <dt>{answer.label}</dt>
                  <dd>{answer.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ))}
    </section>
  );
}

/** What the applicant sent: uploads and bank statements (the requests panel follows). */
export function DocumentsSection({ view }: { view: StaffApplicationView }) {
  return (
    <section aria-labelledby="uploads-heading" className="staff__panel">
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
      <BankStatementsSection statements={view.bankStatements} />
    </section>
  );
}

/** The decisions and everything that happened, newest first. */
export function HistorySection({ view }: { view: StaffApplicationView }) {
  return (
    <section aria-labelledby="history-heading" className="staff__panel">
      <h2 id="history-heading">History</h2>
      <section aria-labelledby="decisions-heading">
        <h3 id="decisions-heading">Decisions</h3>
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
      <h3>Events</h3>
      <ol className="staff__history">
        {view.history.map((entry, index) => (
          <li key={index}>
            {nzDate.format(new Date(entry.at))} {entry.actor}: {entry.what}
          </li>
        ))}
      </ol>
    </section>
  );
}
