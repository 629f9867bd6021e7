import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { staffMessages } from '#content/staff-workspace.ts';
import {
  nextStatus,
  transitionRefusedMessage,
  worksApplications,
  type ApplicationStatus,
} from '#domain/staff/status.ts';
import type { Database } from '../db/client.ts';
import { accounts, applications } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { recordStaffAction, type StaffMember } from './access.ts';

/** What the workspace's services need: the database, who acts, in which request, and when. */
export interface WorkspaceDeps {
  db: Database;
  actor: StaffMember;
  request: FastifyRequest;
  now: Date;
  officerApprovalLimit: number;
}

export type WorkspaceRow = typeof applications.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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

/**
 * A staff change of an application: only if nobody changed it since `version` (otherwise
 * undefined, the caller's 412), and always one version on. The applicant's statuses
 * (in progress, submitted) are derived, so a change that keeps them stores no status.
 */
export async function changeWorkflow(
  tx: Transaction | Database,
  row: WorkspaceRow,
  version: number,
  change: { workflowStatus?: ApplicationStatus; assignedTo?: string },
) {
  const [updated] = await tx
    .update(applications)
    .set({
      ...change,
      workflowVersion: sql`${applications.workflowVersion} + 1`,
    })
    .where(and(eq(applications.id, row.id), eq(applications.workflowVersion, version)))
    .returning({
      status: applications.status,
      workflowVersion: applications.workflowVersion,
      assignedTo: applications.assignedTo,
    });
  return updated;
}

/**
 * Assigns an application to the caller (`me`) or to another officer or approver (issue 20):
 * a submitted application goes into review. 412 on a stale version, 409 when the status machine
 * refuses, 422 for someone who does not work applications.
 */
export async function assign(deps: WorkspaceDeps, reference: string, to: string, version: number) {
  const row = await findForStaff(deps.db, reference);
  if (row.workflowVersion !== version) throw new HttpError(412, staffMessages.changedMeanwhile);
  const from = row.status as ApplicationStatus;
  const next = nextStatus(from, 'assign');
  if (!next) throw new HttpError(409, transitionRefusedMessage(from, 'assign'));
  const assignee = await workspaceMember(deps.db, to === 'me' ? deps.actor.id : to);
  const changed = await deps.db.transaction(async (tx) => {
    const updated = await changeWorkflow(tx, row, version, {
      assignedTo: assignee.id,
      ...(next !== from ? { workflowStatus: next } : {}),
    });
    if (!updated) return undefined;
    await recordStaffAction(
      tx,
      deps.actor,
      deps.request,
      {
        applicationId: row.id,
        action: 'assigned',
        details: { from: row.assignedTo, to: assignee.id, status: { from, to: next } },
      },
      deps.now,
    );
    return updated;
  });
  if (!changed) throw new HttpError(412, staffMessages.changedMeanwhile);
  return {
    status: changed.status as ApplicationStatus,
    version: changed.workflowVersion,
    assignedTo: { id: assignee.id, email: assignee.email },
  };
}

async function workspaceMember(db: Database, id: string) {
  const [member] = await db
    .select({ id: accounts.id, email: accounts.email, kind: accounts.kind, roles: accounts.roles })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!member || member.kind !== 'staff' || !worksApplications(member.roles))
    throw new HttpError(422, staffMessages.approverOnlyAssign, {
      to: staffMessages.approverOnlyAssign,
    });
  return member;
}
