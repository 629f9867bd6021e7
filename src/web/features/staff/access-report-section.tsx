import { useState } from 'react';
import { ColumnHeads } from '#web/site/column-heads/column-heads.tsx';
import { API } from '#domain/contracts/wire.ts';
import { callApi, callPath } from '#web/api/call.ts';
import type { AccessReportEntry } from '#domain/staff/access-log.ts';
import { nzDate } from './staff-layout.tsx';

const FAILED = 'The report could not be loaded just now. Please try again.';
const reportPath = (reference: string) => callPath(API.staffAccessReport, { reference });

/**
 * Who viewed this application (Privacy Act 2020 IPP 5, decision 137): for the privacy officer and
 * approvers (the policy's `view-access-report`), read on demand, since reading it is itself
 * recorded; the same report as a CSV file.
 */
export function AccessReportSection({ reference }: { reference: string }) {
  const [entries, setEntries] = useState<AccessReportEntry[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const show = async () => {
    setMessage(null);
    const outcome = await callApi(API.staffAccessReport, {
      params: { reference },
      answers: () =>
        import('#domain/contracts/staff.ts').then((c) => c.accessReportContract.response),
    });
    // JSON was asked for: the CSV text the contract also allows is a failure here.
    if (outcome.ok && typeof outcome.body !== 'string') setEntries(outcome.body.entries);
    else setMessage(FAILED);
  };
  return (
    <section aria-labelledby="access-report-heading" className="staff__panel">
      <h2 id="access-report-heading">Who viewed this application</h2>
      <p>
        Every look at this applicant’s information by staff: the page, the lending panel, uploads,
        letters, evidence packs and CSV exports.
      </p>
      <p>
        <button type="button" onClick={() => void show()}>
          Show who viewed it
        </button>{' '}
        <a href={`${reportPath(reference)}?format=csv`} download>
          Download as CSV
        </a>
      </p>
      <div role="status">{message ? <p className="field__error">{message}</p> : null}</div>
      {entries ? (
        <div className="staff__table-wrap">
          <table className="staff__table">
            <ColumnHeads columns={['When', 'Who', 'Roles', 'What']} />
            <tbody>
              {entries.map((entry, index) => (
                <tr key={index}>
                  <td>{nzDate.format(new Date(entry.at))}</td>
                  <td>{entry.who}</td>
                  <td>{entry.roles.join(', ')}</td>
                  <td>{entry.what}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
