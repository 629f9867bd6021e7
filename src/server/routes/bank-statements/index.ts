import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '#domain/contracts/api.ts';
import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import {
  applicationBankStatementsContract,
  bankLinkLogContract,
  bankStatementsContract,
} from '#domain/contracts/bank-statements.ts';
import { recordApplicationBankStatements } from '#server/bank-statements/application-bank-statements.ts';
import { storeClientLog } from '#server/loan-application/client-log.ts';
import { submitBankStatements } from '#server/bank-statements/submit-bank-statements.ts';
import { isFallbackFlag } from '#server/plugins/captcha-guard.ts';
import { servicesFor } from '#server/services.ts';
import {
  AKAHU_CALLBACK_PATH,
  AKAHU_START_PATH,
  akahuAuthorizeUrl,
  completeAkahuConsent,
} from '#server/bank-statements/akahu-consent.ts';

/** Bank statements and the bank link's message log (site-and-tools §7). */
export async function bankStatementRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    bankStatementsContract.path,
    {
      schema: { body: bankStatementsContract.body, response: bankStatementsContract.response },
      config: {
        rateLimit: { max: 20, timeWindow: '1 minute' },
        captcha: {
          action: 'submit_form',
          signals: (body: { [CAPTCHA_FALLBACK_FIELD]?: unknown }) => ({
            fallback: isFallbackFlag(body[CAPTCHA_FALLBACK_FIELD]),
          }),
        },
      },
    },
    async (request) => submitBankStatements(servicesFor(app, request), request.body),
  );

  // The confirmation page's widget (loan-application §1): the token is the capability, as for the page.
  app.post(
    applicationBankStatementsContract.path,
    {
      schema: {
        body: applicationBankStatementsContract.body,
        response: applicationBankStatementsContract.response,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => recordApplicationBankStatements(servicesFor(app, request), request.body),
  );

  // spec: site-and-tools §7 "POST /api/illion/log": kept with the client diagnostics, never in log files.
  app.post(
    bankLinkLogContract.path,
    {
      schema: { body: bankLinkLogContract.body, response: bankLinkLogContract.response },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!app.env.BANK_LINK_LOG_ENABLED)
        return reply.status(404).send({ error: 'The bank-link log is turned off.' });
      const { appId, origin, data } = request.body;
      await storeClientLog(servicesFor(app, request), {
        loggingToken: appId,
        message: JSON.stringify({ source: 'bank-link', origin, data }),
      });
      return reply.status(202).send({ recorded: true });
    },
  );

  akahuConsentRoutes(app);
}

/** Akahu's consent flow (issue 30, decision 136): only with BANK_STATEMENTS_PROVIDER=akahu. */
function akahuConsentRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    AKAHU_START_PATH,
    {
      // A 303 to Akahu, or an error.
      schema: {
        querystring: z.object({ appref: z.string().min(1).max(100) }),
        response: ERROR_RESPONSES,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.redirect(
        await akahuAuthorizeUrl(servicesFor(app, request), app.env, request.query.appref),
        303,
      ),
  );
  app.get(
    AKAHU_CALLBACK_PATH,
    {
      schema: {
        querystring: z.object({
          code: z.string().max(200).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
        // A 303 back to the bank statements page, or an error.
        response: ERROR_RESPONSES,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const token = await completeAkahuConsent(servicesFor(app, request), app.env, request.query);
      return reply.redirect(
        `/loan-application/success/?appref=${encodeURIComponent(token)}&bank=connected`,
        303,
      );
    },
  );
}
