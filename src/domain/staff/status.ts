/**
 * The status machine of an application in the lender's workspace (issue 20 "An application" 2).
 * The server enforces it on every staff action; a transition it does not allow answers 409.
 * `in-progress` and `submitted` come from the applicant's own saves; the rest from staff and the
 * applicant's answers to an information request.
 */
export const APPLICATION_STATUSES = [
  'in-progress',
  'submitted',
  'in-review',
  'information-requested',
  'approved',
  'conditionally-approved',
  'declined',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly unknown[]).includes(value);
}

/** How each status reads to staff and to the applicant (plain words). */
export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  'in-progress': 'In progress',
  submitted: 'Submitted',
  'in-review': 'In review',
  'information-requested': 'Information requested',
  approved: 'Approved',
  'conditionally-approved': 'Conditionally approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** The decisions staff record; each is final (a later one follows it, never replaces it). */
export const DECISION_OUTCOMES = ['approved', 'conditionally-approved', 'declined'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** The decisions that give a loan: the funnel's "approved" stage counts these (issue 22). */
export const APPROVING_OUTCOMES: readonly DecisionOutcome[] = [
  'approved',
  'conditionally-approved',
];

/** What a staff member (or the applicant's answers) can do to an application. */
export type StatusEvent =
  'assign' | 'request-information' | 'information-received' | 'decide' | 'withdraw';

const ALLOWED: Readonly<Record<StatusEvent, readonly ApplicationStatus[]>> = {
  // Assigning a submitted application starts its review; reassigning keeps the status.
  assign: ['in-progress', 'submitted', 'in-review', 'information-requested'],
  'request-information': ['in-review', 'information-requested'],
  'information-received': ['information-requested'],
  // A decision is recorded from review; once decided, only a new decision may follow (conditional
  // approval to approval or decline, say), never an edit of the old one.
  decide: ['in-review', 'information-requested', 'approved', 'conditionally-approved', 'declined'],
  withdraw: [
    'in-progress',
    'submitted',
    'in-review',
    'information-requested',
    'conditionally-approved',
  ],
};

/** The status after `event` from `from`, or null when the machine does not allow it. */
export function nextStatus(
  from: ApplicationStatus,
  event: StatusEvent,
  outcome?: DecisionOutcome,
): ApplicationStatus | null {
  if (!ALLOWED[event].includes(from)) return null;
  switch (event) {
    case 'assign':
      return from === 'submitted' ? 'in-review' : from;
    case 'request-information':
      return 'information-requested';
    case 'information-received':
      return 'in-review';
    case 'decide':
      if (!outcome) return null;
      // The same decision twice is not a new decision: the second of two staff deciding at once.
      return from === outcome ? null : outcome;
    case 'withdraw':
      return 'withdrawn';
  }
}

/** The 409 message of a transition the machine does not allow. */
export function transitionRefusedMessage(from: ApplicationStatus, event: StatusEvent): string {
  return `This application is ${STATUS_LABELS[from].toLowerCase()}, so it cannot be ${EVENT_WORDS[event]}.`;
}

const EVENT_WORDS: Readonly<Record<StatusEvent, string>> = {
  assign: 'assigned',
  'request-information': 'sent an information request',
  'information-received': 'returned to review',
  decide: 'given that decision',
  withdraw: 'withdrawn',
};

/** Staff roles (issue 20 "People and access" 1). */
export const STAFF_ROLES = ['officer', 'approver'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

/** Whether a staff member's roles let them work applications in the workspace. */
export function worksApplications(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}
