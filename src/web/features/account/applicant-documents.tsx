import { applicantStatusCopy, documentsFromUsWords as words } from '#content/applicant-status.ts';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { DocumentLinks } from './document-links.tsx';
import { useStatusCall } from './use-status-call.ts';

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
  // The copy's own words on any refusal.
  const { busy, error, run } = useStatusCall(words.copyFailed);
  const askForCopy = () =>
    void run((api) => api.requestAffordabilityCopy(view.reference), onChange);
  const { affordabilityCopy } = view;
  return (
    <>
      <h3>{applicantStatusCopy.documentsHeading}</h3>
      <DocumentLinks
        documents={view.documentsFromUs}
        none={applicantStatusCopy.documentsNone}
        opens={words.opens}
        more={(document) =>
          document.coolingOffEnds
            ? `. ${words.coolingOff(longDate(document.coolingOffEnds))}`
            : null
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
        {error ? words.copyFailed : null}
      </p>
    </>
  );
}
