import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationConversionContract,
  browsingConversionContract,
} from '#domain/contracts/conversions.ts';
import { recordConversion } from '#server/conversions/record-conversion.ts';
import { servicesFor } from '#server/services.ts';

// spec: site-and-tools §7 "Conversion events": the names live in the contract, one list for both sides.
export async function conversionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.post(
    browsingConversionContract.path,
    {
      schema: {
        body: browsingConversionContract.body,
        response: browsingConversionContract.response,
      },
      config: limits,
    },
    async (request, reply) => {
      await recordConversion(servicesFor(app, request), { kind: 'browsing', ...request.body });
      return reply.status(202).send({ recorded: true });
    },
  );

  app.post(
    applicationConversionContract.path,
    {
      schema: {
        body: applicationConversionContract.body,
        response: applicationConversionContract.response,
      },
      config: limits,
    },
    async (request, reply) => {
      await recordConversion(servicesFor(app, request), { kind: 'application', ...request.body });
      return reply.status(202).send({ recorded: true });
    },
  );
}
