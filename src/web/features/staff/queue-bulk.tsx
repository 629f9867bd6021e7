import { useId, useState, type FormEvent } from 'react';
import { decisionReasons } from '#content/staff-workspace.ts';
import type { BulkRequest, BulkResult, QueueRow } from '#domain/contracts/staff.ts';
import { API } from '#domain/contracts/wire.ts';
import { DECISION_RULES } from '#domain/staff/form-rules.ts';
import { writeQueueQuery, type QueueQuery } from '#domain/staff/queue-query.ts';
import { callApi } from '#web/api/call.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { useStaffForm } from './staff-form.tsx';

/** The rows chosen for a bulk action (issue 20), by reference, on the page shown. */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (reference: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(reference)) next.add(reference);
      return next;
    });
  const setAll = (references: readonly string[], on: boolean) =>
    setSelected(new Set(on ? references : []));
  return { selected, toggle, setAll, clear: () => setSelected(new Set()) };
}

/** The header cell's checkbox: every row of the page, or none. */
export function SelectAll({
  rows,
  selection,
}: {
  rows: readonly QueueRow[];
  selection: ReturnType<typeof useRowSelection>;
}) {
  const all = rows.length > 0 && rows.every((row) => selection.selected.has(row.reference));
  return (
    <input
      type="checkbox"
      aria-label="Select every application on this page"
      checked={all}
      onChange={() =>
        selection.setAll(
          rows.map((row) => row.reference),
          !all,
        )
      }
    />
  );
}

export function SelectRow({
  row,
  selection,
}: {
  row: QueueRow;
  selection: ReturnType<typeof useRowSelection>;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select application ${row.reference}`}
      checked={selection.selected.has(row.reference)}
      onChange={() => selection.toggle(row.reference)}
    />
  );
}

const FAILED = 'Something went wrong, please try again.';

async function sendBulk(body: BulkRequest): Promise<BulkResult[] | string> {
  const outcome = await callApi(API.staffBulk, {
    body,
    answers: () => import('#domain/contracts/staff.ts').then((c) => c.bulkContract.response),
  });
  return outcome.ok ? outcome.body.results : (outcome.message ?? FAILED);
}

/**
 * The bulk actions on the selected rows (issue 20 "The queue"): assign to me or to another staff
 * member, or decline with a reason and a comment; then a report of each row done or refused and why, and the page's rows
 * read again. The export link downloads the address's view as CSV.
 */
export function QueueBulkActions({
  rows,
  staff,
  query,
  selection,
  onDone,
}: {
  rows: readonly QueueRow[];
  /** The other staff members, who may be named instead of "me". */
  staff: readonly { id: string; email: string }[];
  query: QueueQuery;
  selection: ReturnType<typeof useRowSelection>;
  onDone: () => void;
}) {
  const id = useId();
  const [report, setReport] = useState<BulkResult[] | string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = rows.filter((row) => selection.selected.has(row.reference));
  const items = chosen.map((row) => ({ reference: row.reference, version: row.version }));

  const run = async (body: BulkRequest) => {
    setBusy(true);
    const answer = await sendBulk(body);
    setBusy(false);
    setReport(answer);
    if (typeof answer !== 'string') {
      selection.clear();
      onDone();
    }
  };
  const assign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = String(new FormData(event.currentTarget).get('to') ?? 'me');
    void run({ action: 'assign', to, items });
  };
  const { page: _page, ...view } = query;

  return (
    <section className="staff__bulk" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Selected applications</h2>
      <p role="status">
        {chosen.length === 1 ? '1 application selected' : `${chosen.length} applications selected`}
      </p>
      <div className="staff__bulk-actions">
        <form method="post" className="staff__bulk-assign" onSubmit={assign}>
          <div>
            <label htmlFor={`${id}-to`}>Assign to</label>
            <select id={`${id}-to`} name="to" defaultValue="me">
              <option value="me">Me</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" disabled={busy || chosen.length === 0}>
            Assign selected
          </button>
        </form>
        <BulkDecline
          disabled={busy || chosen.length === 0}
          onDecline={(reason, comment) => void run({ action: 'decline', reason, comment, items })}
        />
        <a
          className="button"
          href={`${API.staffQueueExport.path}${writeQueueQuery(view)}`}
          download
        >
          Export this view as CSV
        </a>
      </div>
      <BulkReport report={report} />
    </section>
  );
}

/** Declines the selected rows with a reason and a comment: the decision form's rules. */
function BulkDecline(props: {
  disabled: boolean;
  onDecline: (reason: string, comment: string) => void;
}) {
  const id = useId();
  const { state, bind, values, formProps } = useStaffForm(DECISION_RULES, {
    idPrefix: id,
    initialValues: { reason: decisionReasons.declined[0] ?? '' },
  });
  const send = () => {
    const { reason, comment } = values();
    props.onDecline(reason!, comment!);
  };
  return (
    <form method="post" {...formProps(send)} className="staff__bulk-decline">
      <Select
        {...bind('reason', 'Decline reason')}
        options={decisionReasons.declined.map((reason) => ({ value: reason, label: reason }))}
      />
      <Text {...bind('comment', 'Comment')} />
      <button type="submit" className="button" disabled={props.disabled || state.busy}>
        Decline selected
      </button>
      <FormAnnouncer announcement={state.announcement} />
    </form>
  );
}

function BulkReport({ report }: { report: BulkResult[] | string | null }) {
  if (report === null) return <div role="alert" />;
  if (typeof report === 'string')
    return (
      <div role="alert">
        <p>{report}</p>
      </div>
    );
  const failed = report.filter((result) => !result.ok);
  return (
    <div role="alert" className="staff__bulk-report">
      <p>
        {report.length - failed.length} done
        {failed.length > 0 ? `, ${failed.length} not done:` : '.'}
      </p>
      {failed.length > 0 ? (
        <ul>
          {failed.map((result) => (
            <li key={result.reference}>
              {result.reference}: {'message' in result ? result.message : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
