import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { twoFactorConfirmContract, twoFactorEnrolContract } from '#domain/contracts/session.ts';
import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from '#domain/contracts/wire.ts';
import {
  TWO_FACTOR_CODE_NEEDED,
  TWO_FACTOR_CODE_REFUSED,
  TWO_FACTOR_CONFIRM_REFUSED,
  TWO_FACTOR_ENROL_NEEDED,
  type SecondFactorStep,
} from '#domain/session/two-factor.ts';
import {
  actorOf,
  findAccount,
  findAccountByEmail,
  type Account,
} from '#server/accounts/accounts.ts';
import { verifyPassword } from '#server/accounts/passwords.ts';
import {
  clearSignInFailures,
  recordSignInFailure,
  signInStanding,
} from '#server/accounts/sign-in-limit.ts';
import {
  confirmEnrolment,
  hasSecondFactor,
  startEnrolment,
  verifySecondFactor,
  type TwoFactorDeps,
} from '#server/accounts/two-factor.ts';
import { HttpError } from '#server/http-error.ts';
import { sessionDeps, setSessionCookie } from '#server/session/plugin.ts';
import { signIn } from '#server/session/sessions.ts';

type Refusal = {
  status: 401 | 403;
  body: { error: string; secondFactor: SecondFactorStep };
};

const twoFactorDeps = (app: FastifyInstance): TwoFactorDeps => ({
  db: app.db,
  cipher: app.cipher,
  clock: app.clock,
});

/**
 * What a staff sign-in with the right password still lacks (decision 094): the code of an
 * account with a second factor (401, `code`), or, in a real deployment (decision 076), a second
 * factor at all (403, `enrol`). Null when the sign-in may go ahead; the demo's staff may sign in
 * without one.
 */
export async function secondFactorRefusal(
  app: FastifyInstance,
  account: Account,
  code: string | undefined,
): Promise<Refusal | null> {
  if (hasSecondFactor(account)) {
    if (!code)
      return { status: 401, body: { error: TWO_FACTOR_CODE_NEEDED, secondFactor: 'code' } };
    if (await verifySecondFactor(twoFactorDeps(app), account, code)) return null;
    return { status: 401, body: { error: TWO_FACTOR_CODE_REFUSED, secondFactor: 'code' } };
  }
  if (app.env.realDeployment)
    return { status: 403, body: { error: TWO_FACTOR_ENROL_NEEDED, secondFactor: 'enrol' } };
  return null;
}

/**
 * The staff account setting up its second factor: the signed-in staff member, or the one whose
 * email and password are given (counted by the sign-in limit like a sign-in). Only staff.
 */
async function enrollingAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { email?: string | undefined; password?: string | undefined },
): Promise<{ account: Account; byPassword: boolean }> {
  if (request.actor.kind === 'staff') {
    const account = await findAccount(app.db, request.actor.id);
    if (account) return { account, byPassword: false };
  }
  if (!body.email || !body.password) throw new HttpError(401, SIGN_IN_REFUSED_MESSAGE);
  const limit = { db: app.db, clock: app.clock };
  const attempt = { email: body.email, address: request.ip };
  const standing = await signInStanding(limit, attempt);
  if (standing.fromAddress !== null || standing.account !== null)
    throw new HttpError(429, SIGN_IN_LOCKED_MESSAGE);
  const account = await findAccountByEmail(app.db, body.email);
  if (!account || !(await verifyPassword(account.passwordHash, body.password))) {
    await recordSignInFailure(limit, attempt);
    throw new HttpError(401, SIGN_IN_REFUSED_MESSAGE);
  }
  if (account.kind !== 'staff') throw new HttpError(403, SIGN_IN_REFUSED_MESSAGE);
  // An account with a second factor replaces it only once signed in with it.
  if (hasSecondFactor(account)) throw new HttpError(403, TWO_FACTOR_CODE_NEEDED);
  return { account, byPassword: true };
}

/** `POST /api/session/two-factor/enrol` and `/confirm` (decision 094). */
export async function twoFactorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.env.SIGN_IN_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    twoFactorEnrolContract.path,
    {
      schema: { body: twoFactorEnrolContract.body, response: twoFactorEnrolContract.response },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { account } = await enrollingAccount(app, request, request.body);
      const started = await startEnrolment(twoFactorDeps(app), account);
      return reply.header('cache-control', 'no-store').send(started);
    },
  );

  app.post(
    twoFactorConfirmContract.path,
    {
      schema: { body: twoFactorConfirmContract.body, response: twoFactorConfirmContract.response },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { account, byPassword } = await enrollingAccount(app, request, request.body);
      const recoveryCodes = await confirmEnrolment(twoFactorDeps(app), account, request.body.code);
      if (!recoveryCodes) {
        if (byPassword)
          await recordSignInFailure(
            { db: app.db, clock: app.clock },
            { email: account.email, address: request.ip },
          );
        return reply
          .status(401)
          .send({ error: TWO_FACTOR_CONFIRM_REFUSED, secondFactor: 'enrol' as const });
      }
      if (byPassword) {
        await clearSignInFailures(
          { db: app.db, clock: app.clock },
          { email: account.email, address: request.ip },
        );
        const session = await signIn(sessionDeps(fastify), actorOf(account), request.sessionId);
        setSessionCookie(fastify, reply, session);
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ kind: 'staff' as const, recoveryCodes });
    },
  );
}
