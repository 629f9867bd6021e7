import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInContract } from '#domain/contracts/session.ts';
import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from '#domain/contracts/wire.ts';
import { actorOf, findAccountByEmail } from '#server/accounts/accounts.ts';
import { verifyPassword } from '#server/accounts/passwords.ts';
import {
  clearSignInFailures,
  recordSignInFailure,
  signInStanding,
  SIGN_IN_FAILURE_WINDOW_MINUTES,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
} from '#server/accounts/sign-in-limit.ts';
import { sessionDeps, setSessionCookie } from '#server/session/plugin.ts';
import { signIn } from '#server/session/sessions.ts';
import { signInAlertEmail } from '#content/sign-in-alert-email.ts';
import { TWO_FACTOR_CODE_NEEDED } from '#domain/session/two-factor.ts';
import { hasSecondFactor } from '#server/accounts/two-factor.ts';
import type { Database } from '#server/db/client.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { secondFactorRefusal, twoFactorRoutes } from './two-factor.ts';

/** The staff member is told, once a window, that their account reached the failure limit. */
async function tellOfFailures(db: Database, email: string): Promise<void> {
  await enqueueEmail(db, {
    kind: signInAlertEmail.kind,
    to: email,
    subject: signInAlertEmail.subject,
    text: signInAlertEmail.text(SIGN_IN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_FAILURE_WINDOW_MINUTES),
  });
}

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
      const { email, password, code } = request.body;
      const limit = { db: app.db, clock: app.clock };
      const attempt = { email, address: request.ip };
      const locked = (seconds: number) =>
        reply
          .status(429)
          .header('retry-after', String(seconds))
          .send({ error: SIGN_IN_LOCKED_MESSAGE });
      const standing = await signInStanding(limit, attempt);
      if (standing.fromAddress !== null) return locked(standing.fromAddress);
      const account = await findAccountByEmail(app.db, email);
      // Past the account-wide limit, an account with a second factor is not locked (issue 34
      // finding 6): it asks for the code before it says anything of the password.
      const guarded = account?.kind === 'staff' && hasSecondFactor(account);
      if (standing.account !== null && !guarded) return locked(standing.account);
      if (standing.account !== null && !code)
        return reply.status(401).send({ error: TWO_FACTOR_CODE_NEEDED, secondFactor: 'code' });
      const failed = async () => {
        const reachedLimit = await recordSignInFailure(limit, attempt);
        if (reachedLimit && guarded) await tellOfFailures(app.db, account.email);
      };
      if (!account || !(await verifyPassword(account.passwordHash, password))) {
        await failed();
        return reply.status(401).send({ error: SIGN_IN_REFUSED_MESSAGE });
      }
      if (account.kind === 'staff') {
        const refusal = await secondFactorRefusal(app, account, code);
        if (refusal) {
          if (refusal.status === 401 && code) await failed();
          return reply.status(refusal.status).send(refusal.body);
        }
      }
      await clearSignInFailures(limit, attempt);
      const actor = actorOf(account);
      const session = await signIn(deps, actor, request.sessionId);
      setSessionCookie(fastify, reply, session);
      return reply.status(200).send({ kind: actor.kind });
    },
  );

  await app.register(twoFactorRoutes);
}
