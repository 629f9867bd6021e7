import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { staffMessages } from '#content/staff-workspace.ts';
import { worksApplications } from '#domain/staff/status.ts';
import type { Database } from '../db/client.ts';
import { staffActions } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { NOT_ALLOWED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../session/guards.ts';

/** A staff member working applications: the actor of every workspace call. */
export interface StaffMember {
  id: string;
  roles: readonly string[];
}

/**
 * The workspace's guard (issue 20 "People and access" 2): 401 without a session, 403 for a
 * customer, a broker or a staff account with neither the officer nor the approver role. Runs on
 * every workspace route and page, after the area's own kind guard.
 */
export const requireWorkspaceRole: onRequestHookHandler = async (request) => {
  staffMemberOf(request);
};

/** The request's staff member, or the guard's 401/403. */
export function staffMemberOf(request: FastifyRequest): StaffMember {
  const { actor } = request;
  if (actor.kind === 'anonymous') throw new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
  if (actor.kind !== 'staff') throw new HttpError(403, NOT_ALLOWED_MESSAGE);
  if (!worksApplications(actor.roles)) throw new HttpError(403, staffMessages.notWorkspaceRole);
  return { id: actor.id, roles: actor.roles };
}

/** What an audited action records besides its kind: never an answer, only what changed. */
export interface AuditEntry {
  applicationId: string | null;
  action: string;
  details?: Record<string, unknown>;
}

/**
 * Records a staff action with its actor, request id and time (issue 20): call it with the
 * transaction that makes the change, so the record exists exactly when the change does.
 */
export async function recordStaffAction(
  db: Pick<Database, 'insert'>,
  actor: StaffMember,
  requestId: string | null,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await db.insert(staffActions).values({
    applicationId: entry.applicationId,
    actorId: actor.id,
    requestId,
    action: entry.action,
    details: entry.details ?? {},
    createdAt: now,
  });
}
