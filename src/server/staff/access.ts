import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { staffMessages } from '#content/staff-workspace.ts';
import type { Actor } from '#domain/session/actor.ts';
import { may, type Capability, type WorkflowActor } from '#domain/staff/workflow-policy.ts';
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
 * The policy's actor of a signed-in staff member, for `may` (a guard needs no approval limit;
 * a transition reads it with the account), or null for anyone else.
 */
export function policyActor(actor: Actor): Extract<WorkflowActor, { kind: 'staff' }> | null {
  return actor.kind === 'staff'
    ? { kind: 'staff', id: actor.id, roles: actor.roles, approvalLimit: 0 }
    : null;
}

/**
 * The request's staff member if the workflow policy lets them `capability` (issue 29 finding 2:
 * every guard asks `may`), or the guard's 401 without a session and 403 for a customer, a broker
 * or a staff account the policy refuses.
 */
export function staffMemberOf(
  request: FastifyRequest,
  capability: Capability = 'open-workspace',
): StaffMember {
  const { actor } = request;
  if (actor.kind === 'anonymous') throw new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
  const staff = policyActor(actor);
  if (!staff) throw new HttpError(403, NOT_ALLOWED_MESSAGE);
  if (!may(staff, capability)) throw new HttpError(403, staffMessages.notWorkspaceRole);
  return { id: staff.id, roles: staff.roles };
}

/** A route's or an area's guard: the policy's `may` for `capability` (issue 20, issue 29). */
export function requireCapability(capability: Capability): onRequestHookHandler {
  return async (request) => {
    staffMemberOf(request, capability);
  };
}

/** The workspace's guard, on every workspace route after the area's own kind guard. */
export const requireWorkspaceRole = requireCapability('open-workspace');

/** What an audited action records besides its kind: never an answer, only what changed. */
export interface AuditEntry {
  applicationId: string | null;
  action: string;
  details?: Record<string, unknown>;
}

/** Who acts, in which request, and when: what every audited action records of its making. */
export interface StaffActing {
  actor: StaffMember;
  requestId: string | null;
  now: Date;
}

/** How many rows one insert of the log writes (well under a statement's limits). */
const ROWS_PER_INSERT = 1000;

/**
 * Records a staff action with its actor, request id and time (issue 20): call it with the
 * transaction that makes the change, so the record exists exactly when the change does.
 */
export async function recordStaffAction(
  db: Pick<Database, 'insert'>,
  by: StaffActing,
  entry: AuditEntry,
): Promise<void> {
  await recordStaffActions(db, by, [entry]);
}

/** Records many actions of one actor at one time, in as few statements as the count allows. */
export async function recordStaffActions(
  db: Pick<Database, 'insert'>,
  by: StaffActing,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT)
    await db.insert(staffActions).values(
      entries.slice(start, start + ROWS_PER_INSERT).map((entry) => ({
        applicationId: entry.applicationId,
        actorId: by.actor.id,
        requestId: by.requestId,
        action: entry.action,
        details: entry.details ?? {},
        createdAt: by.now,
      })),
    );
}
