import { complaintCategoryLabels, complaintRegisterCopy as copy } from '#content/complaints.ts';
import {
  readComplaintFilters,
  writeComplaintFilters,
  type StaffComplaintsPage,
} from '#domain/complaints/register-view.ts';
import { COMPLAINT_STATES, MONTHLY_COLUMNS } from '#domain/complaints/register.ts';
import type { ComplaintRow } from '#domain/contracts/complaints.ts';
import { API } from '#domain/contracts/wire.ts';
import { STAFF_COMPLAINTS_PATH, staffComplaintPath } from '#domain/session/paths.ts';
import { TASK_GROUPS, TASK_GROUP_LABELS, dueInWords } from '#domain/staff/my-work.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import { Link } from '#web/router/router.tsx';
import { ColumnHeads } from '#web/site/column-heads/column-heads.tsx';
import { FilterSelect, useFilterSubmit } from '../filter-select.tsx';
import { useSignInWhenRequired } from '../my-work-page.tsx';
import { StaffRefused } from '../staff-layout.tsx';
import { dayOf } from './complaint-words.ts';

type Register = Extract<StaffComplaintsPage, { state: 'ok' }>;

/**
 * The complaints register `/staff/complaints/` (issue 32 "What to build" 2): the complaints the
 * filters in the address keep (state, owner, due), open ones by due date first, and the annual
 * return's monthly counts by category and outcome with their CSV.
 */
export function ComplaintsPage() {
  usePageTitle(`${copy.title} | Staff workspace`);
  const page = usePageData('staffComplaints');
  useSignInWhenRequired(page?.state === 'sign-in-required');
  if (!page || page.state === 'sign-in-required') return null;
  if (page.state !== 'ok') return <StaffRefused state={page.state} />;
  return (
    <>
      <h1>{copy.title}</h1>
      <p>{copy.intro}</p>
      <RegisterFilters page={page} />
      <RegisterTable page={page} />
      <MonthlyCounts page={page} />
    </>
  );
}

/** The register's filters, each a list of a `ComplaintFilters` field's values. */
function filterSelects(page: Register) {
  return [
    {
      name: 'state',
      label: 'State',
      options: [
        ['open', 'Open (not resolved or deadlocked)'],
        ...COMPLAINT_STATES.map((state) => [state, copy.states[state]] as const),
      ],
    },
    {
      name: 'owner',
      label: 'Owner',
      options: [
        ['me', 'Me'],
        ['none', 'No owner yet'],
        ...page.staff.map((member) => [member.id, member.email] as const),
      ],
    },
    {
      name: 'due',
      label: 'Due',
      options: TASK_GROUPS.map((group) => [group, TASK_GROUP_LABELS[group]] as const),
    },
  ] as const;
}

/** With the page's code, the filters navigate to the view's address (the server filters). */
function RegisterFilters({ page }: { page: Register }) {
  const submit = useFilterSubmit(
    (params) => `${STAFF_COMPLAINTS_PATH}${writeComplaintFilters(readComplaintFilters(params))}`,
  );
  return (
    <form
      className="staff__filters"
      method="get"
      action={STAFF_COMPLAINTS_PATH}
      onSubmit={submit}
      role="search"
    >
      {filterSelects(page).map((select) => (
        <FilterSelect
          key={select.name}
          idPrefix="complaints"
          {...select}
          value={page.filters[select.name]}
        />
      ))}
      <div>
        <button type="submit" className="button">
          Show complaints
        </button>
      </div>
    </form>
  );
}

const COLUMNS = ['Reference', 'Complainant', 'About', 'State', 'Owner', 'Received', 'Due'];

function RegisterTable({ page }: { page: Register }) {
  return (
    <section aria-labelledby="register-heading">
      <h2 id="register-heading">Complaints ({page.rows.length})</h2>
      {page.rows.length === 0 ? (
        <p>No complaints match these filters.</p>
      ) : (
        <div className="staff__table-wrap" tabIndex={0} role="region" aria-label="Complaints">
          <table className="staff__table">
            <caption className="visually-hidden">Open complaints by due date, then closed</caption>
            <ColumnHeads columns={COLUMNS} />
            <tbody>
              {page.rows.map((row) => (
                <RegisterRow key={row.reference} row={row} dueIn={page.dueIn[row.reference] ?? 0} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function RegisterRow({ row, dueIn }: { row: ComplaintRow; dueIn: number }) {
  return (
    <tr>
      <td>
        <Link to={staffComplaintPath(row.reference)}>{row.reference}</Link>
      </td>
      <td>{row.name}</td>
      <td>{complaintCategoryLabels[row.category]}</td>
      <td>
        {copy.states[row.state]}
        {row.outcome ? ` (${copy.outcomes[row.outcome]})` : ''}
      </td>
      <td>{row.owner?.email ?? 'No owner yet'}</td>
      <td>{dayOf(row.receivedAt)}</td>
      <td>{row.dueOn === null ? 'Closed' : `${dayOf(row.dueOn)}, ${dueInWords(dueIn)}`}</td>
    </tr>
  );
}

/** The annual return's table: per month and category, received and how they ended. */
function MonthlyCounts({ page }: { page: Register }) {
  const { from, to, rows } = page.months;
  const csv = `${API.staffComplaintMonthlyCsv.path}?${new URLSearchParams({ from, to })}`;
  return (
    <section aria-labelledby="monthly-heading">
      <h2 id="monthly-heading">{copy.monthly}</h2>
      <p>
        From {from} to {to}, by the month each complaint was received.{' '}
        <a href={csv} download>
          {copy.downloadCsv}
        </a>
      </p>
      {rows.length === 0 ? (
        <p>No complaints were received in these months.</p>
      ) : (
        <div
          className="staff__table-wrap"
          tabIndex={0}
          role="region"
          aria-label="Counts by month and category"
        >
          <table className="staff__table">
            <ColumnHeads columns={MONTHLY_COLUMNS} />
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.month}-${r.category}`}>
                  <td>{r.month}</td>
                  <td>{complaintCategoryLabels[r.category]}</td>
                  {[r.received, r.open, r.upheld, r.partlyUpheld, r.notUpheld, r.deadlocked].map(
                    (n, index) => (
                      <td key={MONTHLY_COLUMNS[index + 2]}>{n}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
