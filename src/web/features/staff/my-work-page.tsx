import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from '#web/router/router.tsx';
import {
  STAFF_HARDSHIP_PATH,
  staffApplicationPath,
  staffComplaintPath,
  staffHardshipPath,
} from '#domain/session/paths.ts';
import { signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import {
  TASK_GROUPS,
  TASK_GROUP_LABELS,
  TASK_KIND_LABELS,
  dueInWords,
  type MyWork,
  type MyWorkApplication,
  type TaskGroup,
  type WorkTask,
} from '#domain/staff/my-work.ts';
import { writeQueueQuery } from '#domain/staff/queue-query.ts';
import { STATUS_LABELS } from '#domain/staff/status.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import { ColumnHeads } from '#web/site/column-heads/column-heads.tsx';
import { StaffRefused, nzDate, nzDollars } from './staff-layout.tsx';

/**
 * The queue's view of My work's list (assigned to me, longest waiting first): an application
 * opened from here walks this view with Next and Previous.
 */
export const MY_WORK_VIEW = writeQueueQuery({ assigned: 'me', sort: 'submitted', dir: 'asc' });
const openHref = (reference: string) => `${staffApplicationPath(reference)}${MY_WORK_VIEW}`;

/** A signed-out visitor of a workspace page goes to sign in and comes back (issue 20). */
export function useSignInWhenRequired(required: boolean): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (required) void navigate(signInPathReturningTo(pathname + search), { replace: true });
  }, [required, navigate, pathname, search]);
}

/**
 * My work `/staff/` (issue 29 "What to build" 5), the workspace's home: my applications by how
 * long the applicant has waited, the proposals waiting for me (approvers), and my tasks by due
 * date, overdue first.
 */
export function MyWorkPage() {
  usePageTitle('My work | Staff workspace');
  const page = usePageData('staffMyWork');
  useSignInWhenRequired(page?.state === 'sign-in-required');
  if (!page || page.state === 'sign-in-required') return null;
  if (page.state !== 'ok') return <StaffRefused state={page.state} />;
  return (
    <>
      <h1>My work</h1>
      <AssignedSection work={page} />
      {page.approver ? <ProposalsSection work={page} /> : null}
      <section aria-labelledby="tasks-heading">
        <h2 id="tasks-heading">Tasks by due date</h2>
        {TASK_GROUPS.map((group) => (
          <TaskGroupSection key={group} group={group} work={page} />
        ))}
      </section>
    </>
  );
}

function ApplicationCells({ row }: { row: MyWorkApplication }) {
  return (
    <>
      <td>
        <Link to={openHref(row.reference)}>{row.reference}</Link>
      </td>
      <td>{row.name || 'Not given yet'}</td>
      <td>{STATUS_LABELS[row.status]}</td>
      <td>{row.amount === null ? '' : nzDollars.format(row.amount)}</td>
      <td>{row.waitingWorkingDays ?? ''}</td>
    </>
  );
}

const TASK_COLUMNS = ['Task', 'Application', 'Applicant', 'Due', 'When'];
const APPLICATION_COLUMNS = [
  'Reference',
  'Applicant',
  'Status',
  'Amount',
  'Waiting (working days)',
] as const;

function AssignedSection({ work }: { work: MyWork }) {
  return (
    <section aria-labelledby="assigned-heading">
      <h2 id="assigned-heading">Assigned to me ({work.assigned.length})</h2>
      {work.assigned.length === 0 ? (
        <p>Nothing is assigned to you.</p>
      ) : (
        <div className="staff__table-wrap">
          <table className="staff__table">
            <caption className="visually-hidden">Longest waiting first</caption>
            <ColumnHeads columns={APPLICATION_COLUMNS} />
            <tbody>
              {work.assigned.map((row) => (
                <tr key={row.reference}>
                  <ApplicationCells row={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ProposalsSection({ work }: { work: MyWork }) {
  return (
    <section aria-labelledby="proposals-heading">
      <h2 id="proposals-heading">Proposals waiting for me ({work.proposals.length})</h2>
      {work.proposals.length === 0 ? (
        <p>No proposals are waiting for an approver.</p>
      ) : (
        <div className="staff__table-wrap">
          <table className="staff__table">
            <ColumnHeads columns={[...APPLICATION_COLUMNS, 'Proposed']} />
            <tbody>
              {work.proposals.map((row) => (
                <tr key={row.reference}>
                  <ApplicationCells row={row} />
                  <td>
                    {STATUS_LABELS[row.outcome]}
                    {row.proposedAmount === null
                      ? ''
                      : ` ${nzDollars.format(row.proposedAmount)}`}{' '}
                    by {row.proposedBy}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Where a task's reference opens: its application, complaint or hardship application (issue 32). */
function taskHref(task: WorkTask): string {
  if (task.kind === 'complaint') return staffComplaintPath(task.reference);
  if (task.kind === 'hardship') return staffHardshipPath(task.reference);
  // A loan in arrears: the hardship list, where an application on it would be.
  if (task.kind === 'arrears') return STAFF_HARDSHIP_PATH;
  return openHref(task.reference);
}

function TaskGroupSection({ group, work }: { group: TaskGroup; work: MyWork }) {
  const tasks = work.tasks[group];
  const heading = `tasks-${group}`;
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>
        {TASK_GROUP_LABELS[group]} ({tasks.length})
      </h3>
      {tasks.length === 0 ? (
        <p>None.</p>
      ) : (
        <div className="staff__table-wrap">
          <table className="staff__table">
            <ColumnHeads columns={TASK_COLUMNS} />
            <tbody>
              {tasks.map((task, index) => (
                <tr key={`${task.kind}-${task.reference}-${index}`}>
                  <td>{TASK_KIND_LABELS[task.kind]}</td>
                  <td>
                    <Link to={taskHref(task)}>{task.reference}</Link>
                  </td>
                  <td>{task.name || 'Not given yet'}</td>
                  <td>
                    {nzDate.format(new Date(`${task.dueOn}T12:00:00+12:00`))}
                    {task.alsoDue ? (
                      <>
                        <br />
                        {task.alsoDue.label}{' '}
                        {nzDate.format(new Date(`${task.alsoDue.dueOn}T12:00:00+12:00`))}
                      </>
                    ) : null}
                  </td>
                  <td>{dueInWords(task.workingDaysAway)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
