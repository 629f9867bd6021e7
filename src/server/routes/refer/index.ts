import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import { referContract } from '#domain/contracts/refer.ts';
import { isFallbackFlag } from '#server/plugins/captcha-guard.ts';
import { submitReferral } from '#server/refer/submit-referral.ts';
import { servicesFor } from '#server/services.ts';

/** Refer a friend (site-and-tools §7). */
export async function referRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    referContract.path,
    {
      schema: { body: referContract.body, response: referContract.response },
      config: {
        rateLimit: { max: 20, timeWindow: '1 minute' },
        captcha: {
          action: 'submit_form',
          signals: (body: { Name?: string; [CAPTCHA_FALLBACK_FIELD]?: unknown }) => ({
            lastName: body.Name?.trim().split(/\s+/).at(-1),
            fallback: isFallbackFlag(body[CAPTCHA_FALLBACK_FIELD]),
          }),
        },
      },
    },
    async (request) => submitReferral(servicesFor(app, request), request.body),
  );
}
