import type { FastifyInstance, FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { SignedInActor } from '#domain/session/actor.ts';
import { HttpError } from '../http-error.ts';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const NOT_ALLOWED_MESSAGE = 'Your account cannot use this page.';

/** 401 without a live session, 403 for a session of another kind (issue 7, decision 021). */
export function requireActor(kind: SignedInActor['kind']): onRequestHookHandler {
  return async (request) => {
    if (request.actor.kind === 'anonymous') throw new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
    if (request.actor.kind !== kind) throw new HttpError(403, NOT_ALLOWED_MESSAGE);
  };
}

/**
 * One guard per route prefix: everything registered inside `routes` (and any unknown path under
 * the prefix, so the area does not reveal what exists) answers only to the actor of `kind`.
 * Register it with the prefix: `app.register(guardedArea('broker', brokerRoutes), { prefix: '/api/broker' })`.
 */
export function guardedArea(
  kind: SignedInActor['kind'],
  routes: FastifyPluginAsync = async () => {},
): FastifyPluginAsync {
  return async (area: FastifyInstance) => {
    area.addHook('onRequest', requireActor(kind));
    area.setNotFoundHandler(async (request, reply) =>
      reply
        .status(404)
        .send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` }),
    );
    await area.register(routes);
  };
}
