import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAPTCHA_ACTIONS } from '#domain/captcha/protocol.ts';
import { HttpError } from '#server/http-error.ts';

const challengeQuery = z.object({
  action: z.enum(CAPTCHA_ACTIONS),
  kind: z.enum(['invisible', 'fallback']).default('invisible'),
});

/** What the browser's captcha module needs: the provider's public config and, for proof of work, challenges. */
export async function captchaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/captcha/config', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(app.adapters.captcha.clientConfig());
  });

  app.get(
    '/api/captcha/challenge',
    {
      schema: { querystring: challengeQuery },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { captcha } = app.adapters;
      if (!captcha.createChallenge)
        throw new HttpError(404, 'The configured captcha provider issues no challenges.');
      const challenge = await captcha.createChallenge(request.query.action, request.query.kind);
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
}
