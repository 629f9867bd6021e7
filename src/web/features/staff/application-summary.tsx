import { useState } from 'react';
import { Link, useNavigate } from '#web/router/router.tsx';
import { staffApplicationPath } from '#domain/session/paths.ts';
import type {
  StaffApplicationView,
  StaffApplicationWorkday,
} from '#domain/staff/application-view.ts';
import { nextStepInWords } from '#domain/staff/next-step.ts';
import { STATUS_LABELS } from '#domain/staff/status.ts';
import { SECTIONS } from './application-sections.tsx';
import { nzDate, nzDollars } from './staff-layout.tsx';
import { useShortcuts, useShortcutsSetting } from './use-shortcuts.ts';

type Page = StaffApplicationView & StaffApplicationWorkday;

const AFFORDABILITY_WORDS = { pass: 'Pass', fail: 'Fail', override: 'Override by an approver' };

function affordabilityInWords(record: Page['affordability']): string {
  if (!record) return 'No record yet';
  if (!record.complete)
    return `Incomplete (${record.missing} ${record.missing === 1 ? 'gap' : 'gaps'})`;
  return AFFORDABILITY_WORDS[record.outcome];
}

/**
 * The application's summary band (issue 29 "What to build" 6): it stays in view at a desktop's
 * size, so the status, the amount, the affordability outcome and the next step are always there.
 */
export function ApplicationSummary({ view }: { view: Page }) {
  const term = view.affordability?.loan;
  return (
    <header className="staff-summary" aria-labelledby="application-heading">
      <div className="staff-summary__top">
        <h1 id="application-heading">Application {view.reference}</h1>
        <Neighbours view={view} />
      </div>
      <dl className="staff-summary__facts">
        <div>
          <dt>Applicant</dt>
          <dd>{view.name || 'Not given yet'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{STATUS_LABELS[view.status]}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{view.amount === null ? 'Not given yet' : nzDollars.format(view.amount)}</dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>{term ? `${term.termMonths} months, ${term.frequency.toLowerCase()}` : 'Not set'}</dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd>{view.source}</dd>
        </div>
        <div>
          <dt>Branch</dt>
          <dd>{view.branch ?? 'None'}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>{view.submittedAt ? nzDate.format(new Date(view.submittedAt)) : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Waiting</dt>
          <dd>
            {view.waitingWorkingDays === null
              ? 'Not waiting on us'
              : `${view.waitingWorkingDays} working ${view.waitingWorkingDays === 1 ? 'day' : 'days'}`}
          </dd>
        </div>
        <div>
          <dt>Assigned to</dt>
          <dd>{view.assignedTo?.email ?? 'Unassigned'}</dd>
        </div>
        <div>
          <dt>Affordability</dt>
          <dd data-testid="summary-affordability">{affordabilityInWords(view.affordability)}</dd>
        </div>
        <div className="staff-summary__next">
          <dt>Next step</dt>
          <dd>{nextStepInWords(view, view.affordability)}</dd>
        </div>
      </dl>
    </header>
  );
}

const neighbourPath = (reference: string, view: string) =>
  `${staffApplicationPath(reference)}${view}`;

/** Previous and next in the queue's view, the section navigation and the shortcuts' list. */
function Neighbours({ view }: { view: Page }) {
  const navigate = useNavigate();
  const [on, setOn] = useShortcutsSetting();
  const [help, setHelp] = useState(false);
  const { previous, next } = view.neighbours;
  const go = (reference: string | null) => () => {
    if (reference) void navigate(neighbourPath(reference, view.neighbours.view));
  };
  useShortcuts(
    on,
    shortcutKeys(go(next), go(previous), () => setHelp((shown) => !shown)),
  );
  return (
    <div className="staff-summary__nav">
      <nav aria-label="Queue" className="staff-summary__neighbours">
        {previous ? (
          <Link to={neighbourPath(previous, view.neighbours.view)}>Previous application</Link>
        ) : null}
        {next ? <Link to={neighbourPath(next, view.neighbours.view)}>Next application</Link> : null}
      </nav>
      <button
        type="button"
        className="staff-summary__help-button"
        aria-expanded={help}
        aria-controls="shortcuts"
        onClick={() => setHelp(!help)}
      >
        Keyboard shortcuts
      </button>
      <div id="shortcuts" className="staff-summary__help" hidden={!help}>
        <ShortcutList on={on} setOn={setOn} />
      </div>
    </div>
  );
}

/** The keys: n and p for the neighbours, 1 to 7 for the sections, ? for this list. */
function shortcutKeys(next: () => void, previous: () => void, help: () => void) {
  const keys: Record<string, () => void> = { n: next, p: previous, '?': help };
  SECTIONS.forEach((section, index) => {
    keys[String(index + 1)] = () => {
      const heading = document.getElementById(section.id);
      if (!heading) return;
      // The heading takes the focus, so a screen reader follows, and the next key still works.
      heading.tabIndex = -1;
      heading.focus();
    };
  });
  return keys;
}

function ShortcutList({ on, setOn }: { on: boolean; setOn: (on: boolean) => void }) {
  return (
    <>
      <h2 className="staff-summary__help-heading">Keyboard shortcuts</h2>
      <p>They work while no field has the focus.</p>
      <ul>
        <li>
          <kbd>n</kbd> Next application, <kbd>p</kbd> previous application
        </li>
        {SECTIONS.map((section, index) => (
          <li key={section.id}>
            <kbd>{index + 1}</kbd> {section.label}
          </li>
        ))}
        <li>
          <kbd>?</kbd> Show or hide this list
        </li>
      </ul>
      <label className="choice">
        <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} /> Use
        keyboard shortcuts
      </label>
    </>
  );
}
