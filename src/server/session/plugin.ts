import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { ANONYMOUS, type Actor } from '#domain/session/actor.ts';
import { signOutContract } from '#domain/contracts/session.ts';
import { resolveSession, signOut, type IssuedSession, type SessionDeps } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes this request: anonymous unless its session cookie names a live session. */
    actor: Actor;
    /** The session id from the cookie, when it named a live session (for sign-out and rotation). */
    sessionId: string | undefined;
    /** The unfinished application the live session holds (decision 059), or null. */
    heldApplicationId: string | null;
    /** The submitted application an opened status link lets this session see (decision 093). */
    statusApplicationId: string | null;
  }
}

export const SESSION_COOKIE = 'session';

/** The session's dependencies from the app: its database, clock and configured lifetime. */
export function sessionDeps(app: FastifyInstance): SessionDeps {
  return {
    db: app.db,
    clock: app.clock,
    sessionLifetime: {
      idleMinutes: app.env.SESSION_IDLE_MINUTES,
      absoluteHours: app.env.SESSION_ABSOLUTE_HOURS,
      staffIdleMinutes: app.env.STAFF_SESSION_IDLE_MINUTES,
    },
  };
}

/** Sets the cookie of a new session (after signIn): HttpOnly, SameSite=Lax, Secure in production. */
export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  session: IssuedSession,
): void {
  reply.setCookie(SESSION_COOKIE, session.id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.env.NODE_ENV === 'production',
    path: '/',
    expires: session.expiresAt,
  });
}

function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Resolves every request's actor from its session cookie (decision 021). A request without the
 * cookie costs no database work and creates no row: an anonymous visitor has a session only once
 * they save an application (decision 059). A cookie that names no live session is cleared.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCookie);
  app.decorateRequest('actor', null as never);
  app.decorateRequest('sessionId', undefined);
  app.decorateRequest('heldApplicationId', null);
  app.decorateRequest('statusApplicationId', null);
  const deps = sessionDeps(app);

  // A callback hook: a request without the cookie (most of them) costs no promise either.
  app.addHook('onRequest', (request, reply, done) => {
    const id = request.cookies[SESSION_COOKIE];
    request.actor = ANONYMOUS;
    request.heldApplicationId = null;
    request.statusApplicationId = null;
    if (!id) return done();
    resolveSession(deps, id).then((session) => {
      if (!session) clearSessionCookie(reply);
      else {
        request.actor = session.actor;
        request.heldApplicationId = session.applicationId;
        request.statusApplicationId = session.statusApplicationId;
        request.sessionId = id;
      }
      done();
    }, done);
  });

  // Sign-out destroys the session row, so the cookie is worthless on every process at once.
  app.post(
    signOutContract.path,
    { schema: { response: signOutContract.response } },
    async (request, reply) => {
      const id = request.cookies[SESSION_COOKIE];
      if (id) await signOut(deps, id);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );
});
