import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captchaChallengeContract, captchaConfigContract } from '#domain/contracts/captcha.ts';
import { HttpError } from '#server/http-error.ts';

/** What the browser's captcha module needs: the provider's public config and, for proof of work, challenges. */
export async function captchaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    captchaConfigContract.path,
    { schema: { response: captchaConfigContract.response } },
    async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send(app.adapters.captcha.clientConfig());
    },
  );

  app.get(
    captchaChallengeContract.path,
    {
      schema: {
        querystring: captchaChallengeContract.querystring,
        response: captchaChallengeContract.response,
      },
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
