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
import { staffRoute } from './contract-route.ts';

/**
 * Responsible lending in the workspace (issue 21, decision 096), inside staffRoutes' guards: the
 * affordability record, identity check, letters, copy requests and the evidence pack.
 */
export async function lendingStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => lendingDeps(app, request);

  staffRoute(app, lendingPanelContract, async (request) =>
    lendingPanel(deps(request), request.params.reference),
  );
  staffRoute(app, saveAffordabilityContract, async (request) =>
    saveAffordability(
      deps(request),
      request.params.reference,
      request.body.record as RecordAsSent,
      request.body.version,
    ),
  );
  staffRoute(app, overrideAffordabilityContract, async (request) =>
    overrideAffordability(
      deps(request),
      request.params.reference,
      request.body.reason,
      request.body.version,
    ),
  );
  staffRoute(app, identityCheckContract, async (request) =>
    checkIdentity(deps(request), request.params.reference, request.body.documentKind),
  );
  staffRoute(app, identitySeenContract, async (request) =>
    recordDocumentsSeen(deps(request), request.params.reference, request.body),
  );
  identityReviewRoutes(app, deps);
  staffRoute(app, produceCopyContract, async (request) =>
    produceCopy(deps(request), request.params.reference, request.params.id),
  );
  staffRoute(app, lendingDocumentContract, async (request, reply) => {
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
  });
  staffRoute(app, evidencePackContract, async (request, reply) => {
    const pack = await exportEvidencePack(deps(request), request.params.reference);
    return sendPrivateFile(reply, {
      type: 'application/zip',
      name: `evidence-${request.params.reference}.zip`,
      body: pack.zip,
    });
  });
}

/** The identity gate's reviews (issue 30 finding 2, decision 135): confirm, due diligence, sign-off. */
function identityReviewRoutes(
  app: FastifyInstance,
  deps: (request: FastifyRequest) => ReturnType<typeof lendingDeps>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  staffRoute(typed, identitySeenConfirmContract, async (request) => {
    await confirmDocumentsSeen(deps(request), request.params.reference, request.params.id);
    return { confirmed: true as const };
  });
  staffRoute(typed, dueDiligenceContract, async (request) =>
    recordDueDiligence(deps(request), request.params.reference, request.body),
  );
  staffRoute(typed, dueDiligenceSignOffContract, async (request) => {
    await signOffDueDiligence(deps(request), request.params.reference, request.params.id);
    return { signedOff: true as const };
  });
}
