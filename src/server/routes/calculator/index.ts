import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calculatorConfigContract } from '#domain/contracts/calculator.ts';

// The configuration changes with a content release only: five minutes keeps an edit visible soon.
const CALCULATOR_CONFIG_CACHE_CONTROL = 'public, max-age=300';

/**
 * The loan calculator's configuration (site-and-tools §3) from content/calculator.ts, with the
 * spec's field names, for any page or client that embeds the calculator. The site's own widget
 * renders from the same content module, so its first figures need no call.
 */
export async function calculatorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    calculatorConfigContract.path,
    { schema: { response: calculatorConfigContract.response } },
    async (_request, reply) =>
      reply
        .header('cache-control', CALCULATOR_CONFIG_CACHE_CONTROL)
        .send(app.serviceConfig.site.calculator),
  );
}
