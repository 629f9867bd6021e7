import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInContract } from '#domain/contracts/session.ts';
import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from '#domain/contracts/wire.ts';
import { actorOf, findAccountByEmail } from '#server/accounts/accounts.ts';
import { verifyPassword } from '#server/accounts/passwords.ts';
import {
  clearSignInFailures,
  signInLockedFor,
  recordSignInFailure,
} from '#server/accounts/sign-in-limit.ts';
import { sessionDeps, setSessionCookie } from '#server/session/plugin.ts';
import { signIn } from '#server/session/sessions.ts';
import { secondFactorRefusal, twoFactorRoutes } from './two-factor.ts';

/**
 * `POST /api/session/sign-in` (issue 8 "Sign-in"): checks the password against the account's
 * argon2id hash and opens a new session, destroying any session the browser held before
 * (rotation). An unknown email and a wrong password get the same 401 in the same time, and both
 * count towards the per-account limit (src/server/accounts/sign-in-limit.ts), which then answers
 * 429 for that email, right password or not. Staff then give their second factor (decision 094):
 * a wrong code counts as a failure too.
 */
export async function sessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = sessionDeps(fastify);

  app.post(
    signInContract.path,
    {
      schema: { body: signInContract.body, response: signInContract.response },
      // Per address; the per-account limit is in the handler, counted in the database.
      config: { rateLimit: { max: app.env.SIGN_IN_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const limit = { db: app.db, clock: app.clock };
      const lockedFor = await signInLockedFor(limit, email);
      if (lockedFor !== null)
        return reply
          .status(429)
          .header('retry-after', String(lockedFor))
          .send({ error: SIGN_IN_LOCKED_MESSAGE });
      const account = await findAccountByEmail(app.db, email);
      const matches = await verifyPassword(account?.passwordHash, password);
      if (!account || !matches) {
        await recordSignInFailure(limit, email);
        return reply.status(401).send({ error: SIGN_IN_REFUSED_MESSAGE });
      }
      if (account.kind === 'staff') {
        const refusal = await secondFactorRefusal(app, account, request.body.code);
        if (refusal) {
          if (refusal.status === 401 && request.body.code) await recordSignInFailure(limit, email);
          return reply.status(refusal.status).send(refusal.body);
        }
      }
      await clearSignInFailures(limit, email);
      const actor = actorOf(account);
      const session = await signIn(deps, actor, request.sessionId);
      setSessionCookie(fastify, reply, session);
      return reply.status(200).send({ kind: actor.kind });
    },
  );

  await app.register(twoFactorRoutes);
}
