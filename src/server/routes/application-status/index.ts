import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessLogCopy } from '#content/access-log.ts';
import {
  affordabilityCopyContract,
  applicantAccessLogContract,
  applicantAnswerContract,
  applicantDocumentContract,
  applicantStatusContract,
  applicantCancelContract,
  applicantWithdrawContract,
  documentFromUsContract,
  offerAcceptContract,
  offerCodeContract,
  offerDisclosureContract,
  statusLinkOpenContract,
} from '#domain/contracts/application-status.ts';
import {
  answerQuestion,
  applicantApplication,
  sendDocument,
  withdrawApplication,
  type ApplicantDeps,
} from '#server/applicant/answers.ts';
import { openStatusLink } from '#server/applicant/status-links.ts';
import {
  documentFromUsFile,
  requestAffordabilityCopy,
} from '#server/lending/applicant-documents.ts';
import { applicantStatusView } from '#server/applicant/status-view.ts';
import { cancelLoan } from '#server/loans/cancel.ts';
import { acceptOffer, sendSigningCode } from '#server/lending/offers/signing.ts';
import { offerDisclosurePdf } from '#server/lending/offers/view.ts';
import { HttpError } from '#server/http-error.ts';
import { servicesFor } from '#server/services.ts';
import { applicantAccessLog } from '#server/staff/access-log.ts';
import { sessionDeps, setSessionCookie } from '#server/session/plugin.ts';
import { holdStatus, startAnonymousSession } from '#server/session/sessions.ts';
import {
  partsOf,
  registerMultipart,
  requireMultipart,
  theFile,
} from '#server/uploads/multipart.ts';
import { sendPrivateFile } from '../send-file.ts';

/**
 * The applicant's side of a submitted application (issue 20, decision 093): open the emailed
 * status link with the date of birth (the session may then see the application), read its status,
 * answer a question and upload a requested document; open a document from us and ask for a copy
 * of the affordability record (issue 21). For the signed-in owner or that session.
 */
export async function applicationStatusRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const statusView = (row: Parameters<typeof applicantStatusView>[1]) =>
    applicantStatusView(app.db, row, app.clock());
  const deps = (request: FastifyRequest): ApplicantDeps => ({
    ...servicesFor(app, request),
    statusApplicationId: request.statusApplicationId,
  });
  await statusRoutes(app, deps, statusView);
  await uploadRoutes(app, deps, statusView);
  await recordRoutes(app, deps, statusView);
  await offerRoutes(app, deps, statusView);
}

/** The applicant's services for a request, with the application its status link opened. */
type DepsOf = (request: FastifyRequest) => ApplicantDeps;

type StatusView = (
  row: Parameters<typeof applicantStatusView>[1],
) => ReturnType<typeof applicantStatusView>;

/** Open the status link, read the status, answer a question. */
async function statusRoutes(
  fastify: FastifyInstance,
  deps: DepsOf,
  statusView: StatusView,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    statusLinkOpenContract.path,
    {
      schema: { body: statusLinkOpenContract.body, response: statusLinkOpenContract.response },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const application = await openStatusLink(servicesFor(app, request), {
        link: request.body.Link,
        dateOfBirth: request.body.DateOfBirth,
      });
      if (request.sessionId) await holdStatus(app, request.sessionId, application.id);
      else
        setSessionCookie(
          app,
          reply,
          await startAnonymousSession(sessionDeps(app), null, application.id),
        );
      return statusView(application);
    },
  );

  app.get(
    applicantStatusContract.path,
    {
      schema: {
        params: applicantStatusContract.params,
        response: applicantStatusContract.response,
      },
    },
    async (request) =>
      statusView(await applicantApplication(deps(request), request.params.reference)),
  );

  app.post(
    applicantAnswerContract.path,
    {
      schema: {
        params: applicantAnswerContract.params,
        body: applicantAnswerContract.body,
        response: applicantAnswerContract.response,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const row = await applicantApplication(deps(request), request.params.reference);
      await answerQuestion(deps(request), row, request.params.id, request.body.answer);
      return statusView(await applicantApplication(deps(request), request.params.reference));
    },
  );
}

/** Upload a requested document. */
async function uploadRoutes(
  app: FastifyInstance,
  deps: DepsOf,
  statusView: StatusView,
): Promise<void> {
  // The multipart parser only where a file is sent: the JSON routes answer multipart with 415.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await registerMultipart(uploads);
    uploads.post(
      applicantDocumentContract.path,
      {
        schema: {
          params: applicantDocumentContract.params,
          response: applicantDocumentContract.response,
        },
        onRequest: [requireMultipart],
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const row = await applicantApplication(deps(request), request.params.reference);
        await sendDocument(deps(request), row, request.params.id, theFile(partsOf(request.body)));
        return statusView(await applicantApplication(deps(request), request.params.reference));
      },
    );
  });
}

/**
 * The application's records and its end: a document from us, who viewed it, a copy of the
 * affordability record, and withdrawing it.
 */
async function recordRoutes(
  fastify: FastifyInstance,
  deps: DepsOf,
  statusView: StatusView,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    documentFromUsContract.path,
    {
      schema: {
        params: documentFromUsContract.params,
        response: documentFromUsContract.response,
      },
    },
    async (request, reply) => {
      const row = await applicantApplication(deps(request), request.params.reference);
      const found = await documentFromUsFile(deps(request), row, request.params.id);
      return sendPrivateFile(reply, {
        type: 'application/pdf',
        name: `${found.kind}-${row.referenceNumber}.pdf`,
        body: found.bytes,
      });
    },
  );

  // Who viewed my information (Privacy Act 2020 IPP 6, decision 137): the signed-in owner only, as
  // an access request needs the person's identity as the account established it, not a link.
  app.get(
    applicantAccessLogContract.path,
    {
      schema: {
        params: applicantAccessLogContract.params,
        response: applicantAccessLogContract.response,
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const row = await applicantApplication(deps(request), request.params.reference);
      if (request.actor.kind !== 'customer') throw new HttpError(403, accessLogCopy.ownerOnly);
      return reply
        .header('cache-control', 'no-store')
        .send({ entries: await applicantAccessLog(app.db, row.id) });
    },
  );

  app.post(
    affordabilityCopyContract.path,
    {
      schema: {
        params: affordabilityCopyContract.params,
        response: affordabilityCopyContract.response,
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const row = await applicantApplication(deps(request), request.params.reference);
      await requestAffordabilityCopy(deps(request), row);
      return statusView(row);
    },
  );

  app.post(
    applicantWithdrawContract.path,
    {
      schema: {
        params: applicantWithdrawContract.params,
        response: applicantWithdrawContract.response,
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const row = await applicantApplication(deps(request), request.params.reference);
      await withdrawApplication(deps(request), row);
      return statusView(await applicantApplication(deps(request), request.params.reference));
    },
  );
}

/**
 * The loan offer on the applicant's side (issue 31 parts 1 and 2, decision 143): its disclosure
 * statement, a code to sign with, the signing, and the one-step cancellation within the period.
 */
async function offerRoutes(
  fastify: FastifyInstance,
  deps: DepsOf,
  statusView: StatusView,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mine = (request: FastifyRequest, reference: string) =>
    applicantApplication(deps(request), reference);
  app.get(
    offerDisclosureContract.path,
    {
      schema: {
        params: offerDisclosureContract.params,
        response: offerDisclosureContract.response,
      },
    },
    async (request, reply) => {
      const row = await mine(request, request.params.reference);
      return sendPrivateFile(reply, {
        type: 'application/pdf',
        name: `disclosure-${row.referenceNumber}.pdf`,
        body: await offerDisclosurePdf(app.db, row),
        inline: true,
      });
    },
  );
  app.post(
    offerCodeContract.path,
    {
      schema: {
        params: offerCodeContract.params,
        body: offerCodeContract.body,
        response: offerCodeContract.response,
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const row = await mine(request, request.params.reference);
      await sendSigningCode(deps(request), row, request.body.consent);
      return statusView(row);
    },
  );
  app.post(
    offerAcceptContract.path,
    {
      schema: {
        params: offerAcceptContract.params,
        body: offerAcceptContract.body,
        response: offerAcceptContract.response,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const row = await mine(request, request.params.reference);
      await acceptOffer(deps(request), row, { code: request.body.code, ipAddress: request.ip });
      return statusView(await mine(request, request.params.reference));
    },
  );
  app.post(
    applicantCancelContract.path,
    {
      schema: {
        params: applicantCancelContract.params,
        response: applicantCancelContract.response,
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const row = await mine(request, request.params.reference);
      await cancelLoan(deps(request), row);
      return statusView(await mine(request, request.params.reference));
    },
  );
}
