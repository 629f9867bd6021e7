import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { continueApplicationContract } from '#domain/contracts/account.ts';
import { continueApplication } from '#server/accounts/portal.ts';
import { HttpError } from '#server/http-error.ts';
import { holdInSession } from '#server/loan-application/session-application.ts';
import { servicesFor } from '#server/services.ts';
import { NOT_ALLOWED_MESSAGE } from '#server/session/guards.ts';
import { hardshipAccountRoutes } from '../hardship/index.ts';
import { statementRoutes } from './statements.ts';

export const ACCOUNT_API_PREFIX = '/api/account';

/**
 * The customer area (issue 8 "Sign-in" 3), registered inside the customer guard of /api/account:
 * every route here runs for a signed-in customer only. Paths are relative to the prefix.
 */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Hardship applications (issue 32, decision 148).
  await app.register(hardshipAccountRoutes);
  app.post(
    continueApplicationContract.path.slice(ACCOUNT_API_PREFIX.length),
    {
      schema: {
        body: continueApplicationContract.body,
        response: continueApplicationContract.response,
      },
    },
    async (request, reply) => {
      // The area's guard lets only a customer through; this narrows the actor's type.
      if (request.actor.kind !== 'customer') throw new HttpError(403, NOT_ALLOWED_MESSAGE);
      const found = await continueApplication(
        servicesFor(fastify, request),
        request.actor.id,
        request.body.reference,
      );
      // The customer's session now holds it; the step page resumes it (decision 059).
      await holdInSession(fastify, request, reply, found.applicationId);
      return { Step: found.Step };
    },
  );
  // Continuing disclosure statements (CCCFA s 18, decision 151).
  await app.register(statementRoutes, { accountPrefix: ACCOUNT_API_PREFIX });
}
