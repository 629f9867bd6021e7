/**
 * The statuses of an application in the lender's workspace (issue 20 "An application" 2). Which
 * event moves which status, and who may raise it, is the workflow policy (workflow-policy.ts).
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
  // Issue 31: from the approval to a loan the customer holds (decision 143).
  'offered',
  'accepted',
  'cancelled',
  'paid-out',
  'active',
  'closed',
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
  offered: 'Offered',
  accepted: 'Accepted',
  cancelled: 'Cancelled',
  'paid-out': 'Paid out',
  active: 'Active',
  closed: 'Closed',
};

/** The decisions staff record; each is final (a later one follows it, never replaces it). */
export const DECISION_OUTCOMES = ['approved', 'conditionally-approved', 'declined'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** The decisions that give a loan: the funnel's "approved" stage counts these (issue 22). */
export const APPROVING_OUTCOMES: readonly DecisionOutcome[] = [
  'approved',
  'conditionally-approved',
];

/** Staff roles (issue 20 "People and access" 1). */
export const STAFF_ROLES = ['officer', 'approver', 'senior-approver'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

/** Whether a staff member's roles let them work applications in the workspace. */
export function worksApplications(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}
