import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionDeps, setSessionCookie } from '../session/plugin.ts';
import { holdApplication, startAnonymousSession } from '../session/sessions.ts';

/**
 * The application in progress belongs to the visitor's server-side session (issue 11 "Come back
 * and finish" 1, issue 12 finding 9, decision 059). Token and Guid (the address's `appref` and
 * `ref`) are no longer enough: an application nobody owns is opened and saved only by the session
 * that holds it (the save checks it: save/decide.ts); an owned one by its owner's session
 * (customer-access.ts).
 */

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
