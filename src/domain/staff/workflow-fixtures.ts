/**
 * The workflow policy's actors and facts for tests: an officer who may approve up to $10,000, an
 * approver up to $50,000, a senior approver, the applicant and a job.
 */
import type { ApplicationStatus } from './status.ts';
import type { WorkflowActor, WorkflowFacts } from './workflow-policy.ts';

type StaffActor = Extract<WorkflowActor, { kind: 'staff' }>;

/** A staff member with `roles`, who may approve up to `approvalLimit` dollars. */
export const staffActor = (
  id: string,
  roles: readonly string[],
  approvalLimit: number,
): StaffActor => ({
  kind: 'staff',
  id,
  roles,
  approvalLimit,
});

export const officer = staffActor('officer-1', ['officer'], 10_000);
export const approver = staffActor('approver-1', ['approver'], 50_000);
export const senior = staffActor('senior-1', ['approver', 'senior-approver'], 50_000);
export const applicant: WorkflowActor = { kind: 'applicant' };
export const system: WorkflowActor = { kind: 'system', id: 'job' };

/** An application in `status` with nothing open or blocking it, and `more` on top. */
export const workflowFacts = (
  status: ApplicationStatus,
  more: Partial<WorkflowFacts> = {},
): WorkflowFacts => ({
  status,
  openProposal: null,
  approvalBlock: null,
  identityBlock: null,
  ...more,
});
