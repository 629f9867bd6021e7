import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationConversionContract,
  browsingConversionContract,
  sessionAnalyticsContract,
} from '#domain/contracts/conversions.ts';
import { recordConversion, type ConversionEvent } from '#server/conversions/record-conversion.ts';
import { servicesFor } from '#server/services.ts';

// Generous for a visitor (or an office behind one address) viewing pages; one address still cannot flood the table.
const CONVERSION_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

/**
 * The conversion calls (site-and-tools §7) and the application's session analytics event
 * (loan-application §7). The names live in the contracts, one list for both sides; the browser's
 * one tracker (src/web/site/tracking) sends them.
 */
export async function conversionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const calls = [
    ['browsing', browsingConversionContract],
    ['application', applicationConversionContract],
    ['session', sessionAnalyticsContract],
  ] as const;

  for (const [kind, contract] of calls) {
    app.post(
      contract.path,
      {
        schema: { body: contract.body, response: contract.response },
        config: { rateLimit: CONVERSION_RATE_LIMIT },
      },
      async (request, reply) => {
        const event: ConversionEvent = { kind, ...request.body };
        await recordConversion(servicesFor(app, request), event);
        return reply.status(202).send({ recorded: true });
      },
    );
  }
}
