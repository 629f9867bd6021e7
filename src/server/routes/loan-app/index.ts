import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import {
  logContract,
  preSaveCheckContract,
  resumeContract,
  saveContract,
} from '#domain/contracts/loan-app.ts';
import { isFallbackFlag } from '#server/plugins/captcha-guard.ts';
import { resumeLinkRoutes } from './resume-link.ts';
import { servicesFor } from '#server/services.ts';
import { storeClientLog, MAX_LOG_MESSAGE_BYTES } from '#server/loan-application/client-log.ts';
import { runPreSaveCheck } from '#server/loan-application/pre-save-check.ts';
import { resumeApplication } from '#server/loan-application/resume.ts';
import { keepApplicationInSession } from '#server/loan-application/session-application.ts';
import { recordSavedStep, recordValidationFailures } from '#server/insight/record.ts';
import { AUTO_ASSIGN_JOB } from '#server/staff/auto-assign.ts';
import { saveApplicationStep, saveCaptchaSignals } from '#server/loan-application/save/index.ts';
import { formDataOf } from '#server/loan-application/save/request.ts';

// The log form's body: the message limit plus room for the token and form encoding.
const LOG_BODY_LIMIT_BYTES = 4 * MAX_LOG_MESSAGE_BYTES;

/**
 * The loan application's API (loan-application §7, architecture "API surface"). Routes stay thin:
 * the wire formats live in src/domain/contracts, the rules in src/server/loan-application (and the
 * domain); the captcha is the route's pre-handler (config.captcha).
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
    saveContract.path,
    {
      schema: { body: saveContract.body, response: saveContract.response },
      config: {
        rateLimit: { max: 120, timeWindow: '1 minute' },
        captcha: { action: 'submit_form', signals: saveCaptchaSignals },
      },
    },
    async (request, reply) => {
      // The application belongs to the session that holds it (decision 059): keys are not enough.
      const { answer, applicationId } = await saveApplicationStep(
        servicesFor(app, request),
        request.body,
        { heldApplicationId: request.heldApplicationId },
      );
      // The session and the funnel's event (issue 22: the step saved, and the application
      // submitted with step 4) are written side by side: neither waits for the other.
      await Promise.all([
        keepApplicationInSession(app, request, reply, {
          applicationId,
          complete: answer.Complete === true,
        }),
        recordSavedStep(servicesFor(app, request), {
          applicationId,
          step: request.body.Step,
          complete: answer.Complete === true,
          values: formDataOf(request.body),
        }),
      ]);
      // Auto-assign (decision 095): the job assigns only a submitted, unassigned application.
      if (app.env.STAFF_AUTO_ASSIGN && answer.Complete === true && request.body.Step === 4)
        await app.jobs.enqueue(AUTO_ASSIGN_JOB, { applicationId }, { singletonKey: applicationId });
      return answer;
    },
  );

  app.post(
    preSaveCheckContract.path,
    {
      schema: { body: preSaveCheckContract.body, response: preSaveCheckContract.response },
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute' },
        captcha: {
          action: 'submit_form',
          signals: (body: z.infer<typeof preSaveCheckContract.body>) => ({
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
    resumeContract.path,
    {
      schema: { body: resumeContract.body, response: resumeContract.response },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const answer = await resumeApplication(servicesFor(app, request), request.heldApplicationId);
      // Nothing to resume is no error (decision 059): 204, and the browser starts a new application.
      return answer ?? reply.status(204).send(undefined);
    },
  );

  await app.register(resumeLinkRoutes);

  app.post(
    logContract.path,
    {
      schema: { body: logContract.body, response: logContract.response },
      bodyLimit: LOG_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await storeClientLog(servicesFor(app, request), {
        loggingToken: request.body.LoggingToken,
        message: request.body.LoggingMessage,
      });
      // Funnel insight (issue 22): the summary's field names and error kinds, never the form data.
      await recordValidationFailures(servicesFor(app, request), {
        loggingToken: request.body.LoggingToken,
        message: request.body.LoggingMessage,
      });
      return reply.status(202).send({ recorded: true });
    },
  );
}
