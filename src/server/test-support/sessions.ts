import type { FastifyInstance } from 'fastify';
import type { SignedInActor } from '#domain/session/actor.ts';
import { sessionDeps, SESSION_COOKIE } from '../session/plugin.ts';
import { signIn } from '../session/sessions.ts';

/**
 * Signs an actor in through the session service (the sign-in pages come with the roles issue)
 * and returns the Cookie header a browser would then send.
 */
export async function sessionCookie(app: FastifyInstance, actor: SignedInActor): Promise<string> {
  const session = await signIn(sessionDeps(app), actor);
  return `${SESSION_COOKIE}=${session.id}`;
}

export const TEST_CUSTOMER = { kind: 'customer', id: 'customer-1' } as const;
export const TEST_BROKER = { kind: 'broker', id: 'broker-1', referrerId: 'demo-broker' } as const;
export const TEST_STAFF = { kind: 'staff', id: 'staff-1', roles: ['officer'] } as const;
