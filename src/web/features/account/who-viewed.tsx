import { useId, useState } from 'react';
import { accessLogCopy } from '#content/access-log.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { API } from '#domain/contracts/wire.ts';
import { callApi } from '#web/api/call.ts';
import type { ApplicantAccessEntry } from '#domain/staff/access-log.ts';
import { SimpleTable } from './simple-table.tsx';

const copy = accessLogCopy.applicant;

/**
 * The signed-in applicant's request for who has seen their information (Privacy Act 2020 IPP 6,
 * decision 137), answered on demand from the access log: when, what, and each staff member by
 * role and organisation. The portal only: a status-link session is refused it.
 */
export function WhoViewed({ reference }: { reference: string }) {
  const id = useId();
  const [entries, setEntries] = useState<ApplicantAccessEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const show = async () => {
    setFailed(false);
    const outcome = await callApi(API.applicantAccessLog, {
      params: { reference },
      answers: () =>
        import('#domain/contracts/application-status.ts').then(
          (c) => c.applicantAccessLogContract.response,
        ),
    });
    if (outcome.ok) setEntries(outcome.body.entries);
    else setFailed(true);
  };
  return (
    <div>
      <h3 id={`${id}-heading`}>{copy.heading}</h3>
      <p>{copy.explain}</p>
      <button type="button" onClick={() => void show()}>
        {copy.show}
      </button>
      <div role="status">
        {failed ? <p className="field__error">{copy.failed}</p> : null}
        {entries && entries.length === 0 ? <p>{copy.none}</p> : null}
      </div>
      {entries && entries.length > 0 ? (
        <SimpleTable
          rows={entries}
          rowKey={(_, index) => index}
          columns={[
            {
              label: copy.when,
              cell: (entry) => <time dateTime={entry.at}>{longDate(new Date(entry.at))}</time>,
            },
            { label: copy.who, cell: (entry) => entry.who },
            { label: copy.what, cell: (entry) => entry.what },
          ]}
        />
      ) : null}
    </div>
  );
}
