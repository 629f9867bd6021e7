import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { staffMessages } from '#content/staff-workspace.ts';
import type { ApplicationStatus } from '#domain/staff/status.ts';
import { isApprover, may, type WorkflowActor } from '#domain/staff/workflow-policy.ts';
import type { Database } from '../db/client.ts';
import { accounts, applications } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { DECISION_LETTERS_JOB } from '../lending/decision-letters.ts';
import type { ServiceConfig } from '../services.ts';
import {
  transitionOrThrow,
  type Transaction,
  type TransitionRequest,
} from '../workflow/transition.ts';
import { staffMemberOf, type StaffMember } from './access.ts';

/** Where the applicant's emails link to: the settings of a status link (decision 093). */
export interface LinkSettings {
  baseUrl: string;
  days: number;
}

/**
 * What the workspace's services need, explicitly (issue 29 finding 4): the database, the
 * configuration, who acts and the request's id for the audit rows, its logger, and when. No
 * Fastify request: a job or a test calls the same services with its own.
 */
export interface WorkspaceDeps {
  db: Database;
  config: ServiceConfig;
  actor: StaffMember;
  requestId: string | null;
  log: FastifyBaseLogger;
  now: Date;
  officerApprovalLimit: number;
  /** An approver's limit when their account sets none (APPROVER_APPROVAL_LIMIT, $50,000). */
  approverApprovalLimit?: number;
  links: LinkSettings;
  /** Wakes the letters job after a decision committed (the job's schedule catches up anyway). */
  lettersOwed: () => Promise<void>;
}

/** The one builder of the workspace's deps, for its API routes and its pages. */
export function workspaceDeps(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: StaffMember = staffMemberOf(request),
): WorkspaceDeps {
  return {
    db: app.db,
    config: app.serviceConfig,
    actor,
    requestId: request.id,
    log: request.log,
    now: app.clock(),
    officerApprovalLimit: app.env.OFFICER_APPROVAL_LIMIT,
    approverApprovalLimit: app.env.APPROVER_APPROVAL_LIMIT,
    links: { baseUrl: app.serviceConfig.publicBaseUrl, days: app.env.STATUS_LINK_DAYS },
    lettersOwed: async () => {
      await app.jobs
        .enqueue(DECISION_LETTERS_JOB)
        .catch((error: unknown) => request.log.warn({ err: error }, 'letters job not woken'));
    },
  };
}

export type WorkspaceRow = typeof applications.$inferSelect;

/** An application by its reference, or the workspace's 404. */
export async function findForStaff(db: Database, reference: string): Promise<WorkspaceRow> {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.referenceNumber, Number(reference)))
    .limit(1);
  if (!row) throw new HttpError(404, staffMessages.notFound);
  return row;
}

/** The approver's limit when neither the account nor the configuration sets one (decision 134). */
export const DEFAULT_APPROVER_APPROVAL_LIMIT = 50_000;

/**
 * A staff member's own approval limit: their account's, or by role the approver's
 * (APPROVER_APPROVAL_LIMIT) or the officer's (OFFICER_APPROVAL_LIMIT). A senior approver has
 * none (the policy's `limitOf`).
 */
export function approvalLimitOf(
  deps: Pick<WorkspaceDeps, 'officerApprovalLimit' | 'approverApprovalLimit'>,
  roles: readonly string[],
  accountLimit: number | null | undefined,
): number {
  if (accountLimit !== null && accountLimit !== undefined) return accountLimit;
  return isApprover({ kind: 'staff', id: '', roles, approvalLimit: 0 })
    ? (deps.approverApprovalLimit ?? DEFAULT_APPROVER_APPROVAL_LIMIT)
    : deps.officerApprovalLimit;
}

/** The staff member as the workflow policy sees them: roles and approval limit. */
export async function workflowActor(
  deps: Pick<WorkspaceDeps, 'db' | 'actor' | 'officerApprovalLimit' | 'approverApprovalLimit'>,
): Promise<Extract<WorkflowActor, { kind: 'staff' }>> {
  const [row] = await deps.db
    .select({ limit: accounts.approvalLimit })
    .from(accounts)
    .where(eq(accounts.id, deps.actor.id));
  return {
    kind: 'staff',
    id: deps.actor.id,
    roles: deps.actor.roles,
    approvalLimit: approvalLimitOf(deps, deps.actor.roles, row?.limit),
  };
}

/** The audit fields of a staff member's change. */
export const staffAudit = (deps: Pick<WorkspaceDeps, 'actor' | 'requestId'>) => ({
  actorId: deps.actor.id,
  requestId: deps.requestId,
});

/** A staff member's step: the policy's event, and what the audit row says of it. */
export type StaffStep = Pick<TransitionRequest, 'event' | 'version' | 'attempt' | 'assignedTo'> & {
  action: string;
  details?: Record<string, unknown>;
};

/**
 * A staff member changes an application's status through the one writer (the policy judges them
 * as `workflowActor`), with the audit row, and writes what else the change makes (`write`): in
 * one transaction. Answers the new status and version.
 */
export async function changeAsStaff(
  deps: WorkspaceDeps,
  row: Pick<WorkspaceRow, 'id'>,
  step: StaffStep,
  write: (tx: Transaction) => Promise<unknown> = async () => undefined,
): Promise<{ status: ApplicationStatus; version: number }> {
  const { action, details, ...request } = step;
  const actor = await workflowActor(deps);
  return deps.db.transaction(async (tx) => {
    const changed = await transitionOrThrow(tx, {
      ...request,
      applicationId: row.id,
      actor,
      audit: { ...staffAudit(deps), action, ...(details ? { details } : {}) },
      now: deps.now,
    });
    await write(tx);
    return { status: changed.status, version: changed.version };
  });
}

/**
 * Assigns an application to the caller (`me`) or to another officer or approver (issue 20):
 * a submitted application goes into review. 412 on a stale version, 409 when the policy refuses,
 * 422 for someone who does not work applications.
 */
export async function assign(deps: WorkspaceDeps, reference: string, to: string, version: number) {
  const row = await findForStaff(deps.db, reference);
  if (row.workflowVersion !== version) throw new HttpError(412, staffMessages.changedMeanwhile);
  const assignee = await workspaceMember(deps.db, to === 'me' ? deps.actor.id : to);
  const changed = await changeAsStaff(deps, row, {
    event: 'assign',
    version,
    assignedTo: assignee.id,
    action: 'assigned',
    details: { from: row.assignedTo, to: assignee.id },
  });
  return {
    status: changed.status,
    version: changed.version,
    assignedTo: { id: assignee.id, email: assignee.email },
  };
}

async function workspaceMember(db: Database, id: string) {
  const [member] = await db
    .select({ id: accounts.id, email: accounts.email, kind: accounts.kind, roles: accounts.roles })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (
    !member ||
    member.kind !== 'staff' ||
    !may({ kind: 'staff', id: member.id, roles: member.roles, approvalLimit: 0 }, 'open-workspace')
  )
    throw new HttpError(422, staffMessages.approverOnlyAssign, {
      to: staffMessages.approverOnlyAssign,
    });
  return member;
}

/**
 * Records a withdrawal the applicant asked for (issue 29 "What to build" 2): staff give the
 * reason; the policy allows it while the application is undecided (409 after a decision).
 */
export async function withdrawForApplicant(
  deps: WorkspaceDeps,
  reference: string,
  body: { reason: string; version: number },
): Promise<{ status: ApplicationStatus; version: number }> {
  const row = await findForStaff(deps.db, reference);
  return changeAsStaff(deps, row, {
    event: 'withdraw',
    version: body.version,
    attempt: { reason: body.reason },
    action: 'withdrawn',
    details: { reason: body.reason },
  });
}
