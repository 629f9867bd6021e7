import { applicantStatusCopy, documentsFromUsWords as words } from '#content/applicant-status.ts';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { useBusyCall } from './busy-call.ts';
import { DocumentList } from './document-list.tsx';

/**
 * Documents from us on an application (issue 21), part of its status view in the portal and on
 * the status link's page: the disclosure statement with the last day of its cooling-off period,
 * the decline notice, copies of the affordability record (each a PDF the server gives only to
 * the application's applicant); and the request for a copy, whose answer is the new view.
 */
export function ApplicantDocuments(props: {
  view: ApplicantStatusView;
  onChange: (view: ApplicantStatusView) => void;
}) {
  const { view, onChange } = props;
  const { busy, error, run } = useBusyCall(words.copyFailed);
  const askForCopy = () =>
    void run(
      async () => (await import('./status-api.ts')).requestAffordabilityCopy(view.reference),
      (answer) => onChange(answer.view),
    );
  const { affordabilityCopy } = view;
  return (
    <>
      <h3>{applicantStatusCopy.documentsHeading}</h3>
      <DocumentList
        documents={view.documentsFromUs}
        words={{ none: applicantStatusCopy.documentsNone, opens: words.opens }}
        after={(document) =>
          document.coolingOffEnds ? (
            <>. {words.coolingOff(longDate(document.coolingOffEnds))}</>
          ) : null
        }
      />
      {affordabilityCopy.dueOn ? <p>{words.copyDue(longDate(affordabilityCopy.dueOn))}</p> : null}
      {affordabilityCopy.canAsk ? (
        <>
          <p>{words.copyExplained}</p>
          <button type="button" className="button" disabled={busy} onClick={askForCopy}>
            {words.askForCopy}
          </button>
        </>
      ) : null}
      <p role="alert" className="field__error">
        {/* Our words, not the server's: a refused request is told one way, whatever the cause. */}
        {error ? words.copyFailed : null}
      </p>
    </>
  );
}
