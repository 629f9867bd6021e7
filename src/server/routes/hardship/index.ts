import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import {
  accountHardshipAnswerContract,
  accountHardshipContract,
  accountHardshipDisclosureContract,
  hardshipApplyContract,
  publicHardshipApplyContract,
  staffHardshipActionContract,
  staffHardshipContract,
  staffHardshipListContract,
} from '#domain/contracts/hardship.ts';
import { applyForHardship, applyForHardshipPublic } from '#server/hardship/apply.ts';
import {
  accountHardship,
  answerInformationRequest,
  hardshipDisclosureFile,
} from '#server/hardship/portal.ts';
import { isFallbackFlag } from '#server/plugins/captcha-guard.ts';
import {
  actOnHardship,
  hardshipDetail,
  listHardship,
  type HardshipDeps,
} from '#server/hardship/register.ts';
import { HttpError } from '#server/http-error.ts';
import { servicesFor } from '#server/services.ts';
import { sendPrivateFile } from '../send-file.ts';
import { NOT_ALLOWED_MESSAGE } from '#server/session/guards.ts';
import { requireCapability, staffMemberOf } from '#server/staff/access.ts';

const customerOf = (request: FastifyRequest): string => {
  // The area's guard lets only a customer through; this narrows the actor's type.
  if (request.actor.kind !== 'customer') throw new HttpError(403, NOT_ALLOWED_MESSAGE);
  return request.actor.id;
};
const under = (prefix: string) => (path: string) => path.slice(prefix.length);

/** A person applies for hardship once or twice, a script many: the form's limit per client. */
export const HARDSHIP_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/**
 * The public form's call (decision 156), for a borrower who is not signed in: the captcha first
 * (as the complaint form's), the form's rate limit per client address, then the rule table and
 * the loan number matched with the date of birth, one answer for every mismatch.
 */
export async function hardshipPublicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    publicHardshipApplyContract.path,
    {
      schema: {
        body: publicHardshipApplyContract.body,
        response: publicHardshipApplyContract.response,
      },
      config: {
        rateLimit: HARDSHIP_RATE_LIMIT,
        captcha: {
          action: 'submit_form',
          signals: (body: { [CAPTCHA_FALLBACK_FIELD]?: unknown }) => ({
            fallback: isFallbackFlag(body[CAPTCHA_FALLBACK_FIELD]),
          }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyForHardshipPublic(servicesFor(app, request), request.body)),
  );
}

/**
 * The portal's hardship calls (issue 32), inside the customer guard of /api/account: the
 * customer's loans with their payments and applications, an application, its variation disclosure.
 */
export async function hardshipAccountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const relative = under('/api/account');
  app.get(
    relative(accountHardshipContract.path),
    { schema: { response: accountHardshipContract.response } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accountHardship(servicesFor(app, request), customerOf(request));
    },
  );
  app.post(
    relative(hardshipApplyContract.path),
    {
      schema: { body: hardshipApplyContract.body, response: hardshipApplyContract.response },
      config: { rateLimit: HARDSHIP_RATE_LIMIT },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await applyForHardship(servicesFor(app, request), customerOf(request), request.body)),
  );
  app.post(
    relative(accountHardshipAnswerContract.path),
    {
      schema: {
        params: accountHardshipAnswerContract.params,
        body: accountHardshipAnswerContract.body,
        response: accountHardshipAnswerContract.response,
      },
      config: { rateLimit: HARDSHIP_RATE_LIMIT },
    },
    async (request) =>
      answerInformationRequest(
        servicesFor(app, request),
        customerOf(request),
        request.params.reference,
        request.body,
      ),
  );
  app.get(
    relative(accountHardshipDisclosureContract.path),
    {
      schema: {
        params: accountHardshipDisclosureContract.params,
        response: accountHardshipDisclosureContract.response,
      },
    },
    async (request, reply) => {
      const bytes = await hardshipDisclosureFile(
        servicesFor(app, request),
        customerOf(request),
        request.params.reference,
      );
      return sendPrivateFile(reply, {
        type: 'application/pdf',
        name: `variation-disclosure-${request.params.reference}.pdf`,
        body: bytes,
        inline: true,
      });
    },
  );
}

/** The workspace's hardship calls, inside the staff area, behind the policy's `work-hardship`. */
export async function hardshipStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const relative = under('/api/staff');
  app.addHook('onRequest', requireCapability('work-hardship'));
  const deps = (request: FastifyRequest): HardshipDeps => ({
    db: app.db,
    adapters: app.adapters,
    clock: app.clock,
    actor: staffMemberOf(request, 'work-hardship'),
    requestId: request.id,
  });
  app.get(
    relative(staffHardshipListContract.path),
    { schema: { response: staffHardshipListContract.response } },
    async () => listHardship(app.db),
  );
  app.get(
    relative(staffHardshipContract.path),
    {
      schema: { params: staffHardshipContract.params, response: staffHardshipContract.response },
    },
    async (request) => hardshipDetail(deps(request), request.params.reference),
  );
  app.post(
    relative(staffHardshipActionContract.path),
    {
      schema: {
        params: staffHardshipActionContract.params,
        body: staffHardshipActionContract.body,
        response: staffHardshipActionContract.response,
      },
    },
    async (request) => actOnHardship(deps(request), request.params.reference, request.body),
  );
}
