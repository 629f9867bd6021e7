import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { applications } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { sessionDeps, setSessionCookie } from '../session/plugin.ts';
import { holdApplication, startAnonymousSession } from '../session/sessions.ts';
import { SESSION_EXPIRED_MESSAGE } from './application-access.ts';
import { sameSecret } from './tokens.ts';

/**
 * The application in progress belongs to the visitor's server-side session (issue 11 "Come back
 * and finish" 1, issue 12 finding 9, decision 059). Token and Guid (the address's `appref` and
 * `ref`) are no longer enough: an application nobody owns is opened and saved only by the session
 * that holds it; an owned one by its owner's session (customer-access.ts).
 */

/**
 * Before a save of an existing application: an application without an owner must be the one the
 * session holds. Anything else is 401, as for a session that has ended (the browser's session
 * modal), whoever the caller is: someone with the keys from a browser history gets nothing.
 */
export async function checkSessionHoldsApplication(
  db: Database,
  heldApplicationId: string | null,
  keys: { Token?: string | null | undefined; Guid?: string | null | undefined },
): Promise<void> {
  // A half pair is the save's own 400.
  if (!keys.Token || !keys.Guid) return;
  const [row] = await db
    .select({
      id: applications.id,
      guid: applications.guid,
      owner: applications.ownerAccountId,
      complete: applications.complete,
    })
    .from(applications)
    .where(eq(applications.token, keys.Token))
    .limit(1);
  // Unknown keys, and a real Token with a wrong Guid, are the save's own 404 (a guess learns
  // nothing); a submitted application is its 403; an owned application is its owner's to save
  // (customer-access.ts).
  if (!row || !sameSecret(row.guid, keys.Guid) || row.complete || row.owner !== null) return;
  if (row.id !== heldApplicationId) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
}

/**
 * After a save: the session holds the application while it is unfinished, and lets it go once it
 * is submitted (the confirmation page is all that is left). A visitor without a session gets one
 * now, with the same cookie as any session (decision 021).
 */
export async function keepApplicationInSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  saved: { applicationId: string; complete: boolean },
): Promise<void> {
  const applicationId = saved.complete ? null : saved.applicationId;
  const deps = sessionDeps(app);
  if (request.sessionId) {
    if (request.heldApplicationId !== applicationId)
      await holdApplication(deps, request.sessionId, applicationId);
    return;
  }
  if (applicationId === null) return;
  setSessionCookie(app, reply, await startAnonymousSession(deps, applicationId));
}

/** Makes the request's session hold an application, starting a session if there is none. */
export async function holdInSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  applicationId: string,
): Promise<void> {
  const deps = sessionDeps(app);
  if (request.sessionId) await holdApplication(deps, request.sessionId, applicationId);
  else setSessionCookie(app, reply, await startAnonymousSession(deps, applicationId));
}
