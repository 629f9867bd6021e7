import type { FastifyInstance } from 'fastify';
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
  type LendingDeps,
  overrideAffordability,
  saveAffordability,
} from '#server/lending/workspace-lending.ts';
import { sendPrivateFile } from '../send-file.ts';
import { staffRoute, type HandlerWith, type StaffContract } from './contract-route.ts';

/**
 * A lending route (staffRoute): its handler takes the request's lending deps first, built once by
 * lendingDeps (issue 29 finding 4).
 */
export function lendingRoute<Contract extends StaffContract>(
  app: FastifyInstance,
  contract: Contract,
  handler: HandlerWith<LendingDeps, Contract>,
): void {
  staffRoute(app, contract, (request, reply) => handler(lendingDeps(app, request), request, reply));
}

/**
 * Responsible lending in the workspace (issue 21, decision 096), inside staffRoutes' guards: the
 * affordability record, identity check, letters, copy requests and the evidence pack.
 */
export async function lendingStaffRoutes(app: FastifyInstance): Promise<void> {
  lendingRoute(app, lendingPanelContract, async (deps, request) =>
    lendingPanel(deps, request.params.reference),
  );
  lendingRoute(app, saveAffordabilityContract, async (deps, request) =>
    saveAffordability(
      deps,
      request.params.reference,
      request.body.record as RecordAsSent,
      request.body.version,
    ),
  );
  lendingRoute(app, overrideAffordabilityContract, async (deps, request) =>
    overrideAffordability(
      deps,
      request.params.reference,
      request.body.reason,
      request.body.version,
    ),
  );
  lendingRoute(app, identityCheckContract, async (deps, request) =>
    checkIdentity(deps, request.params.reference, request.body.documentKind),
  );
  lendingRoute(app, identitySeenContract, async (deps, request) =>
    recordDocumentsSeen(deps, request.params.reference, request.body),
  );
  identityReviewRoutes(app);
  lendingRoute(app, produceCopyContract, async (deps, request) =>
    produceCopy(deps, request.params.reference, request.params.id),
  );
  lendingRoute(app, lendingDocumentContract, async (deps, request, reply) => {
    const { document, bytes } = await staffDocument(
      deps,
      request.params.reference,
      request.params.id,
    );
    return sendPrivateFile(reply, {
      type: document.contentType,
      name: `${document.kind}.${document.contentType === 'application/zip' ? 'zip' : 'pdf'}`,
      body: bytes,
    });
  });
  lendingRoute(app, evidencePackContract, async (deps, request, reply) => {
    const pack = await exportEvidencePack(deps, request.params.reference);
    return sendPrivateFile(reply, {
      type: 'application/zip',
      name: `evidence-${request.params.reference}.zip`,
      body: pack.zip,
    });
  });
}

/** The identity gate's reviews (issue 30 finding 2, decision 135): confirm, due diligence, sign-off. */
function identityReviewRoutes(app: FastifyInstance): void {
  lendingRoute(app, identitySeenConfirmContract, async (deps, request) => {
    await confirmDocumentsSeen(deps, request.params.reference, request.params.id);
    return { confirmed: true as const };
  });
  lendingRoute(app, dueDiligenceContract, async (deps, request) =>
    recordDueDiligence(deps, request.params.reference, request.body),
  );
  lendingRoute(app, dueDiligenceSignOffContract, async (deps, request) => {
    await signOffDueDiligence(deps, request.params.reference, request.params.id);
    return { signedOff: true as const };
  });
}
