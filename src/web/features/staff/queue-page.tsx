import { ColumnHeads, type AriaSort } from '#web/site/column-heads/column-heads.tsx';
import { Link } from '#web/router/router.tsx';
import { STAFF_QUEUE_PATH, staffApplicationPath } from '#domain/session/paths.ts';
import type { QueueAnswer } from '#domain/contracts/staff.ts';
import {
  APPLICATION_SOURCES,
  QUEUE_COLUMNS,
  QUEUE_SEARCH_MAX_LENGTH,
  writeQueueQuery,
  type QueueQuery,
} from '#domain/staff/queue-query.ts';
import { APPLICATION_STATUSES, STATUS_LABELS } from '#domain/staff/status.ts';
import { usePageData, usePageTitle, useReloadRouteData } from '#web/app/page-context.tsx';
import { FilterSelect, useFilterSubmit } from './filter-select.tsx';
import { QueueBulkActions, SelectAll, SelectRow, useRowSelection } from './queue-bulk.tsx';
import { StaffRefused, WholeDollarsInput, nzDate, nzDollars } from './staff-layout.tsx';
import { useSignInWhenRequired } from './my-work-page.tsx';

type QueueSort = QueueQuery['sort'];

const COLUMNS = [...QUEUE_COLUMNS, [null, 'Waiting (working days)']] as const;

const view = (query: QueueQuery, change: Partial<QueueQuery>) =>
  `${STAFF_QUEUE_PATH}${writeQueueQuery({ ...query, page: 1, ...change })}`;

/**
 * The queue `/staff/applications/` (issue 20; the workspace's home until issue 29 made it My
 * work): applications paged on the server, filtered by what the address says. The filters are a
 * plain GET form (it works before the page's code has loaded); with the code, a change navigates
 * to the new address and the server sends the new page.
 */
export function QueuePage() {
  usePageTitle('Applications | Staff workspace');
  const page = usePageData('staffQueue');
  const selection = useRowSelection();
  const reload = useReloadRouteData('staff-queue');
  useSignInWhenRequired(page?.state === 'sign-in-required');
  if (!page || page.state === 'sign-in-required') return null;
  if (page.state !== 'ok') return <StaffRefused state={page.state} />;
  const { query, answer } = page;
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  return (
    <>
      <h1>Applications</h1>
      <StatusCounts query={query} answer={answer} />
      <QueueFilters query={query} answer={answer} />
      <p role="status">
        {answer.total === 1 ? '1 application' : `${answer.total} applications`}, page {query.page}{' '}
        of {pages}
      </p>
      <QueueBulkActions
        rows={answer.rows}
        staff={answer.staff}
        query={query}
        selection={selection}
        onDone={reload}
      />
      <QueueTable query={query} answer={answer} selection={selection} />
      <nav className="staff__pages" aria-label="Pages">
        {query.page > 1 ? (
          <Link to={view(query, { page: query.page - 1 })}>Previous page</Link>
        ) : null}
        {query.page < pages ? (
          <Link to={view(query, { page: query.page + 1 })}>Next page</Link>
        ) : null}
      </nav>
    </>
  );
}

type QueueParts = { query: QueueQuery; answer: QueueAnswer };

function StatusCounts({ query, answer }: QueueParts) {
  return (
    <>
      <h2 className="visually-hidden">Counts by status</h2>
      <ul className="staff__counts" aria-label="Applications by status">
        {APPLICATION_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={view(query, { status: query.status === status ? undefined : status })}
              aria-current={query.status === status ? 'true' : undefined}
            >
              {STATUS_LABELS[status]}: {answer.counts[status] ?? 0}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** With the page's code, the filters navigate to the view's address (the server sends its page). */
function QueueFilters({ query, answer }: QueueParts) {
  const submit = useFilterSubmit(
    (params) =>
      `${STAFF_QUEUE_PATH}${writeQueueQuery({ ...Object.fromEntries(params), page: 1 } as Partial<QueueQuery>)}`,
  );
  return (
    <form
      className="staff__filters"
      method="get"
      action={STAFF_QUEUE_PATH}
      onSubmit={submit}
      role="search"
    >
      <div>
        <label htmlFor="queue-q">Search by reference, name or email</label>
        <input
          id="queue-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          maxLength={QUEUE_SEARCH_MAX_LENGTH}
        />
      </div>
      <FilterSelect
        idPrefix="queue"
        name="status"
        label="Status"
        value={query.status}
        options={APPLICATION_STATUSES.map((status) => [status, STATUS_LABELS[status]])}
      />
      <FilterSelect
        idPrefix="queue"
        name="source"
        label="Source"
        value={query.source}
        options={APPLICATION_SOURCES.map((source) => [source, source])}
      />
      <FilterSelect
        idPrefix="queue"
        name="branch"
        label="Branch"
        value={query.branch}
        options={answer.branches.map((branch) => [branch.id, branch.name])}
      />
      <div>
        <label htmlFor="queue-assigned">Assigned</label>
        <select id="queue-assigned" name="assigned" defaultValue={query.assigned}>
          <option value="anyone">Anyone</option>
          <option value="me">Me</option>
          <option value="unassigned">Unassigned</option>
        </select>
      </div>
      <QueueRangeFilters query={query} />
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <div>
        <button type="submit" className="button">
          Show applications
        </button>
      </div>
    </form>
  );
}

/** The filters' ranges: when the application was submitted and how much it asks for. */
function QueueRangeFilters({ query }: { query: QueueQuery }) {
  return (
    <>
      <div>
        <label htmlFor="queue-from">Submitted from</label>
        <input id="queue-from" name="from" type="date" defaultValue={query.from ?? ''} />
      </div>
      <div>
        <label htmlFor="queue-to">Submitted to</label>
        <input id="queue-to" name="to" type="date" defaultValue={query.to ?? ''} />
      </div>
      <WholeDollarsInput
        id="queue-min"
        name="min"
        label="Amount from ($)"
        defaultValue={query.min ?? ''}
      />
      <WholeDollarsInput
        id="queue-max"
        name="max"
        label="Amount to ($)"
        defaultValue={query.max ?? ''}
      />
    </>
  );
}

/** How the queue is sorted by this column, for its head's aria-sort. */
function sortOf(query: QueueQuery, sort: QueueSort | null): AriaSort {
  if (!sort || query.sort !== sort) return undefined;
  return query.dir === 'asc' ? 'ascending' : 'descending';
}

/** A column head's link: sorts by it, descending first, then the other way. */
function SortLink(props: { query: QueueQuery; sort: QueueSort; label: string }) {
  const { query, sort, label } = props;
  const dir = query.sort === sort && query.dir === 'desc' ? 'asc' : 'desc';
  return (
    <Link to={view(query, { sort, dir })}>
      {label}
      <span className="visually-hidden">, sort</span>
    </Link>
  );
}

/** The queue's rows; each application opens with the view, so Next follows this order. */
function QueueTable({
  query,
  answer,
  selection,
}: QueueParts & { selection: ReturnType<typeof useRowSelection> }) {
  const opened = writeQueueQuery({ ...query, page: 1 });
  return (
    <div className="staff__table-wrap" tabIndex={0} role="region" aria-label="Applications">
      <table className="staff__table">
        <ColumnHeads
          columns={[
            { key: 'select', cell: <SelectAll rows={answer.rows} selection={selection} /> },
            ...COLUMNS.map(([sort, label]) => ({
              key: label,
              ariaSort: sortOf(query, sort),
              cell: sort ? <SortLink query={query} sort={sort} label={label} /> : label,
            })),
          ]}
        />
        <tbody>
          {answer.rows.map((row) => (
            <tr key={row.reference}>
              <td>
                <SelectRow row={row} selection={selection} />
              </td>
              <td>
                <Link to={`${staffApplicationPath(row.reference)}${opened}`}>{row.reference}</Link>
              </td>
              <td>{row.name || 'Not given yet'}</td>
              <td>{row.amount === null ? '' : nzDollars.format(row.amount)}</td>
              <td>{row.purpose ?? ''}</td>
              <td>{row.source}</td>
              <td>{row.branch ?? ''}</td>
              <td>{STATUS_LABELS[row.status]}</td>
              <td>{row.assignedTo?.email ?? 'Unassigned'}</td>
              <td>{row.submittedAt ? nzDate.format(new Date(row.submittedAt)) : ''}</td>
              <td>{row.waitingWorkingDays ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
