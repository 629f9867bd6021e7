import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import { EMAIL } from '#domain/validation/patterns.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { isFallbackFlag } from '#server/plugins/captcha-guard.ts';
import { servicesFor } from '#server/services.ts';
import { storeClientLog, MAX_LOG_MESSAGE_BYTES } from '#server/loan-application/client-log.ts';
import { runPreSaveCheck } from '#server/loan-application/pre-save-check.ts';
import { resumeApplication } from '#server/loan-application/resume.ts';
import {
  saveApplicationStep,
  saveCaptchaSignals,
} from '#server/loan-application/save-application.ts';

// spec: loan-application §5 (Email max 255)
const EMAIL_MAX_LENGTH = 255;
const EMAIL_MESSAGE = MESSAGES.email;
/** Token and Guid are 43 and 36 characters; anything much longer is not ours. */
const KEY_MAX_LENGTH = 100;
// The log form's body: the message limit plus room for the token and form encoding.
const LOG_BODY_LIMIT_BYTES = 4 * MAX_LOG_MESSAGE_BYTES;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalKey = z.preprocess(blankToUndefined, z.string().max(KEY_MAX_LENGTH).optional());
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().max(max).optional());
const fallbackField = z.union([z.boolean(), z.string().max(10)]).optional();

const saveBody = z.object({
  Step: z.coerce.number().int().min(1, 'Step must be 1 to 4').max(4, 'Step must be 1 to 4'),
  Token: optionalKey,
  Guid: optionalKey,
  FormData: z.string().min(1, 'FormData is required'),
  FormState: optionalText(Number.MAX_SAFE_INTEGER),
  CentrixResult: optionalText(50),
  LastName: optionalText(200),
  ObjectId: optionalText(200),
  ReferrerDataToken: optionalText(500),
  [CAPTCHA_FALLBACK_FIELD]: fallbackField,
});

const preSaveCheckBody = z
  .object({
    Email: z.string().trim().max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE).regex(EMAIL, EMAIL_MESSAGE),
    LastName: optionalText(200),
    Token: optionalKey,
    [CAPTCHA_FALLBACK_FIELD]: fallbackField,
  })
  .loose();

const resumeBody = z.object({
  Token: z.string().min(1).max(KEY_MAX_LENGTH),
  Guid: z.string().min(1).max(KEY_MAX_LENGTH),
});

const logBody = z.object({
  LoggingToken: optionalText(200),
  LoggingMessage: z.string().min(1, 'LoggingMessage is required'),
});

/**
 * The loan application's API (loan-application §7, architecture "API surface"). Routes stay thin:
 * the rules live in src/server/loan-application (and the domain).
 */
export async function loanApplicationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The logging and pre-save forms may post as a browser form. Scoped to this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/api/loan-app/save',
    {
      schema: { body: saveBody },
      config: {
        rateLimit: { max: 120, timeWindow: '1 minute' },
        captcha: { action: 'submit_form', signals: saveCaptchaSignals },
      },
    },
    async (request) => saveApplicationStep(servicesFor(app, request), request.body),
  );

  app.post(
    '/api/loan-app/pre-save-check',
    {
      schema: { body: preSaveCheckBody },
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute' },
        captcha: {
          action: 'submit_form',
          signals: (body: z.infer<typeof preSaveCheckBody>) => ({
            lastName: body.LastName,
            fallback: isFallbackFlag(body[CAPTCHA_FALLBACK_FIELD]),
          }),
        },
      },
    },
    async (request) =>
      runPreSaveCheck(servicesFor(app, request), {
        email: request.body.Email,
        ownToken: request.body.Token,
      }),
  );

  app.post(
    '/api/loan-app/resume',
    { schema: { body: resumeBody }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) =>
      resumeApplication(servicesFor(app, request), {
        token: request.body.Token,
        guid: request.body.Guid,
      }),
  );

  app.post(
    '/api/loan-app/log',
    {
      schema: { body: logBody },
      bodyLimit: LOG_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await storeClientLog(servicesFor(app, request), {
        loggingToken: request.body.LoggingToken,
        message: request.body.LoggingMessage,
      });
      return reply.status(202).send({ recorded: true });
    },
  );
}
