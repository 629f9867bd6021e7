import type { IsoDate } from '../calendar/new-zealand-date.ts';
import type { StaffPageAccess } from './pages.ts';
import type { ApplicationStatus, DecisionOutcome } from './status.ts';

/**
 * My work, the workspace's home (issue 29 "What to build" 5): what is assigned to the signed-in
 * person by how long the applicant has waited, the proposals waiting for an approver, and the
 * tasks with a due date, grouped by how far away the date is in NZ working days (CCCFA s 5).
 */

/** A task is "due soon" from this many working days before its date (and on the day itself). */
export const DUE_SOON_WORKING_DAYS = 3;

export const TASK_GROUPS = ['overdue', 'due-soon', 'later'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

export const TASK_GROUP_LABELS: Readonly<Record<TaskGroup, string>> = {
  overdue: 'Overdue',
  'due-soon': 'Due soon',
  later: 'Not yet due',
};

/**
 * The tasks with a date: an information request the applicant has not answered by its due date
 * (decision 092); a borrower's request for a copy of their affordability record, due 20 working
 * days after it was made (CCCFA s 9CA, decision 101); the conditions of a conditional approval not
 * yet confirmed met, due CONDITIONS_DUE_WORKING_DAYS after the decision (the lender's follow-up);
 * a disclosed loan's cooling-off period, which ends 5 working days after the disclosure is made
 * (CCCFA s 27), an emailed one being made 2 working days after it is sent (s 35(3), decision 128):
 * listed until its last day, never overdue.
 */
export type WorkTaskKind =
  | 'information-request'
  | 'record-copy'
  | 'conditions'
  | 'cooling-off'
  | 'complaint'
  | 'hardship'
  | 'arrears';

export const TASK_KIND_LABELS: Readonly<Record<WorkTaskKind, string>> = {
  'information-request': 'Information requested from the applicant',
  'record-copy': 'Copy of the affordability record to send',
  conditions: 'Conditions of the approval to confirm',
  'cooling-off': 'Cooling-off period ends (the borrower may cancel until then)',
  // issue 32: an open complaint its owner must acknowledge, then resolve.
  complaint: 'Complaint to acknowledge or resolve',
  // issue 32: a hardship application to decide (CCCFA s 57A), and a loan behind with payments.
  hardship: 'Hardship application to decide',
  arrears: 'Loan behind with its payments: contact the borrower',
};

/**
 * The lender's follow-up of a conditional approval: its conditions are due this many NZ working
 * days after the decision (CCCFA s 5 working days), when the officer confirms them met (approve)
 * or not (decline).
 */
export const CONDITIONS_DUE_WORKING_DAYS = 10;

export interface WorkTask {
  kind: WorkTaskKind;
  reference: string;
  name: string;
  /** The NZ calendar date it is due. */
  dueOn: IsoDate;
  /** Working days from today to the date: negative when overdue, 0 on the day. */
  workingDaysAway: number;
  /**
   * A second date the same task carries (a hardship application's acknowledgement, CCCFA s 57A),
   * shown beside the first; the task is grouped by the first.
   */
  alsoDue?: { label: string; dueOn: IsoDate; workingDaysAway: number };
}

/** One application in My work's lists. */
export interface MyWorkApplication {
  reference: string;
  name: string;
  status: ApplicationStatus;
  amount: number | null;
  submittedAt: string | null;
  /** NZ working days since submission while the applicant waits on the lender. */
  waitingWorkingDays: number | null;
}

export interface MyWorkProposal extends MyWorkApplication {
  outcome: DecisionOutcome;
  proposedAmount: number | null;
  proposedBy: string;
}

export interface MyWork {
  /** Whether the signed-in person checks proposals (an approver). */
  approver: boolean;
  /** Assigned to me and not decided, longest waiting first. */
  assigned: MyWorkApplication[];
  /** Open proposals an approver may decide (empty for an officer); never their own. */
  proposals: MyWorkProposal[];
  /** My applications' tasks by how near their date is, soonest first. */
  tasks: Record<TaskGroup, WorkTask[]>;
}

export type StaffMyWorkPage = StaffPageAccess | ({ state: 'ok' } & MyWork);

/** Which group a task is in, from its working days away. */
export function taskGroup(workingDaysAway: number): TaskGroup {
  if (workingDaysAway < 0) return 'overdue';
  return workingDaysAway <= DUE_SOON_WORKING_DAYS ? 'due-soon' : 'later';
}

/** How far away a date is, in words: "3 working days overdue", "due today", "in 5 working days". */
export function dueInWords(days: number): string {
  const count = (n: number) => (n === 1 ? '1 working day' : `${n} working days`);
  if (days < 0) return `${count(-days)} overdue`;
  if (days === 0) return 'due today';
  return `in ${count(days)}`;
}

/** Groups tasks, each group soonest first. */
export function groupTasks(tasks: readonly WorkTask[]): Record<TaskGroup, WorkTask[]> {
  const groups: Record<TaskGroup, WorkTask[]> = { overdue: [], 'due-soon': [], later: [] };
  const sorted = [...tasks].sort(
    (a, b) => a.dueOn.localeCompare(b.dueOn) || a.reference.localeCompare(b.reference),
  );
  for (const task of sorted) groups[taskGroup(task.workingDaysAway)].push(task);
  return groups;
}

/** What the workspace's header shows on every page: who is signed in and the navigation's counts. */
export interface StaffFrame {
  me: { email: string };
  counts: {
    /** My open applications, the proposals waiting for me and my overdue tasks. */
    myWork: number;
    /** Submitted applications nobody has taken yet. */
    unassigned: number;
  };
}

export type StaffFramePage = StaffPageAccess | ({ state: 'ok' } & StaffFrame);
