import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dueDiligenceContract,
  dueDiligenceSignOffContract,
  identityCheckContract,
  identitySeenConfirmContract,
  identitySeenContract,
  overrideAffordabilityContract,
  produceCopyContract,
  saveAffordabilityContract,
  evidencePackContract,
  lendingDocumentContract,
  lendingPanelContract,
} from '#domain/contracts/lending.ts';
import type { RecordAsSent } from '#domain/lending/affordability.ts';
import {
  checkIdentity,
  exportEvidencePack,
  produceCopy,
  staffDocument,
} from '#server/lending/workspace-actions.ts';
import {
  confirmDocumentsSeen,
  recordDocumentsSeen,
  recordDueDiligence,
  signOffDueDiligence,
} from '#server/lending/identity-review.ts';
import {
  lendingDeps,
  lendingPanel,
  overrideAffordability,
  saveAffordability,
} from '#server/lending/workspace-lending.ts';
import { sendPrivateFile } from '../send-file.ts';

const PREFIX = '/api/staff';
const relative = (path: string) => path.slice(PREFIX.length);

/**
 * Responsible lending in the workspace (issue 21, decision 096), inside staffRoutes' guards: the
 * affordability record, identity check, letters, copy requests and the evidence pack.
 */
export async function lendingStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => lendingDeps(app, request);

  app.get(
    relative(lendingPanelContract.path),
    {
      schema: {
        params: lendingPanelContract.params,
        response: lendingPanelContract.response,
      },
    },
    async (request) => lendingPanel(deps(request), request.params.reference),
  );
  app.post(
    relative(saveAffordabilityContract.path),
    {
      schema: {
        params: saveAffordabilityContract.params,
        body: saveAffordabilityContract.body,
        response: saveAffordabilityContract.response,
      },
    },
    async (request) =>
      saveAffordability(
        deps(request),
        request.params.reference,
        request.body.record as RecordAsSent,
        request.body.version,
      ),
  );
  app.post(
    relative(overrideAffordabilityContract.path),
    {
      schema: {
        params: overrideAffordabilityContract.params,
        body: overrideAffordabilityContract.body,
        response: overrideAffordabilityContract.response,
      },
    },
    async (request) =>
      overrideAffordability(
        deps(request),
        request.params.reference,
        request.body.reason,
        request.body.version,
      ),
  );
  app.post(
    relative(identityCheckContract.path),
    {
      schema: {
        params: identityCheckContract.params,
        body: identityCheckContract.body,
        response: identityCheckContract.response,
      },
    },
    async (request) =>
      checkIdentity(deps(request), request.params.reference, request.body.documentKind),
  );
  app.post(
    relative(identitySeenContract.path),
    {
      schema: {
        params: identitySeenContract.params,
        body: identitySeenContract.body,
        response: identitySeenContract.response,
      },
    },
    async (request) => recordDocumentsSeen(deps(request), request.params.reference, request.body),
  );
  identityReviewRoutes(app, deps);
  app.post(
    relative(produceCopyContract.path),
    { schema: { params: produceCopyContract.params, response: produceCopyContract.response } },
    async (request) => produceCopy(deps(request), request.params.reference, request.params.id),
  );
  app.get(
    relative(lendingDocumentContract.path),
    {
      schema: {
        params: lendingDocumentContract.params,
        response: lendingDocumentContract.response,
      },
    },
    async (request, reply) => {
      const { document, bytes } = await staffDocument(
        deps(request),
        request.params.reference,
        request.params.id,
      );
      return sendPrivateFile(reply, {
        type: document.contentType,
        name: `${document.kind}.${document.contentType === 'application/zip' ? 'zip' : 'pdf'}`,
        body: bytes,
      });
    },
  );
  app.get(
    relative(evidencePackContract.path),
    {
      schema: { params: evidencePackContract.params, response: evidencePackContract.response },
    },
    async (request, reply) => {
      const pack = await exportEvidencePack(deps(request), request.params.reference);
      return sendPrivateFile(reply, {
        type: 'application/zip',
        name: `evidence-${request.params.reference}.zip`,
        body: pack.zip,
      });
    },
  );
}

/** The identity gate's reviews (issue 30 finding 2, decision 135): confirm, due diligence, sign-off. */
function identityReviewRoutes(
  app: FastifyInstance,
  deps: (request: FastifyRequest) => ReturnType<typeof lendingDeps>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    relative(identitySeenConfirmContract.path),
    {
      schema: {
        params: identitySeenConfirmContract.params,
        response: identitySeenConfirmContract.response,
      },
    },
    async (request) => {
      await confirmDocumentsSeen(deps(request), request.params.reference, request.params.id);
      return { confirmed: true as const };
    },
  );
  typed.post(
    relative(dueDiligenceContract.path),
    {
      schema: {
        params: dueDiligenceContract.params,
        body: dueDiligenceContract.body,
        response: dueDiligenceContract.response,
      },
    },
    async (request) => recordDueDiligence(deps(request), request.params.reference, request.body),
  );
  typed.post(
    relative(dueDiligenceSignOffContract.path),
    {
      schema: {
        params: dueDiligenceSignOffContract.params,
        response: dueDiligenceSignOffContract.response,
      },
    },
    async (request) => {
      await signOffDueDiligence(deps(request), request.params.reference, request.params.id);
      return { signedOff: true as const };
    },
  );
}
