import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import {
  resumeLinkByEmailContract,
  resumeLinkConfirmContract,
  resumeLinkRequestContract,
} from '#domain/contracts/resume-link.ts';
import { isFallbackFlag } from '#server/plugins/captcha-guard.ts';
import {
  confirmResumeLink,
  requestResumeLink,
  requestResumeLinkByEmail,
} from '#server/loan-application/resume-links.ts';
import { holdInSession } from '#server/loan-application/session-application.ts';
import { servicesFor } from '#server/services.ts';

/**
 * The emailed resume link (decision 059): ask for one for the session's application, ask for one
 * by email from the pre-save check's modal (with the captcha, like the check), and open one with
 * the date of birth, which makes this browser's session hold the application.
 */
export async function resumeLinkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    resumeLinkRequestContract.path,
    {
      schema: {
        body: resumeLinkRequestContract.body,
        response: resumeLinkRequestContract.response,
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await requestResumeLink(servicesFor(app, request), request.heldApplicationId)),
  );

  app.post(
    resumeLinkByEmailContract.path,
    {
      schema: {
        body: resumeLinkByEmailContract.body,
        response: resumeLinkByEmailContract.response,
      },
      config: {
        rateLimit: { max: 5, timeWindow: '1 minute' },
        captcha: {
          action: 'submit_form',
          signals: (body: { LastName?: string | null; [CAPTCHA_FALLBACK_FIELD]?: unknown }) => ({
            lastName: body.LastName ?? undefined,
            fallback: isFallbackFlag(body[CAPTCHA_FALLBACK_FIELD]),
          }),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await requestResumeLinkByEmail(servicesFor(app, request), request.body.Email)),
  );

  app.post(
    resumeLinkConfirmContract.path,
    {
      schema: {
        body: resumeLinkConfirmContract.body,
        response: resumeLinkConfirmContract.response,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const opened = await confirmResumeLink(servicesFor(app, request), {
        link: request.body.Link,
        dateOfBirth: request.body.DateOfBirth,
      });
      await holdInSession(app, request, reply, opened.applicationId);
      return { Step: opened.step };
    },
  );
}
