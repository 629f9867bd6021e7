import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignContract,
  bulkContract,
  decideContract,
  queueExportContract,
  acceptItemContract,
  askAgainContract,
  requestInformationContract,
  staffNoteContract,
  staffQueueContract,
  staffWithdrawContract,
} from '#domain/contracts/staff.ts';
import { readQueueQuery } from '#domain/staff/queue-query.ts';
import { requireCapability, requireWorkspaceRole, staffMemberOf } from '#server/staff/access.ts';
import { bulkAction } from '#server/staff/bulk.ts';
import { decide } from '#server/staff/decisions.ts';
import { exportQueue } from '#server/staff/export.ts';
import { acceptItem, askAgain, requestInformation } from '#server/staff/information-requests.ts';
import { addNote } from '#server/staff/notes.ts';
import { queuePage } from '#server/staff/queue.ts';
import { assign, withdrawForApplicant, workspaceDeps } from '#server/staff/workflow.ts';
import { lendingStaffRoutes } from './lending.ts';
import { offerStaffRoutes } from './offers.ts';
import { staffRoute } from './contract-route.ts';
import { complaintStaffRoutes } from '../complaints/index.ts';
import { hardshipStaffRoutes } from '../hardship/index.ts';
import { CSV_TYPE, sendPrivateFile } from '../send-file.ts';

export { STAFF_API_PREFIX } from './contract-route.ts';

/**
 * The lender's workspace API (issue 20), inside the staff guard of /api/staff, each route also
 * behind the workspace's role guard (officer or approver).
 */
export async function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireWorkspaceRole);
  const deps = (request: FastifyRequest) => workspaceDeps(app, request);

  staffRoute(app, staffQueueContract, async (request) => {
    const query = readQueueQuery(new URLSearchParams(request.query));
    return queuePage(app.db, query, staffMemberOf(request).id, app.clock());
  });

  staffRoute(app, assignContract, async (request) =>
    assign(deps(request), request.params.reference, request.body.to, request.body.version),
  );

  staffRoute(app, decideContract, async (request) =>
    decide(deps(request), request.params.reference, request.body),
  );

  staffRoute(app, staffWithdrawContract, async (request) =>
    withdrawForApplicant(deps(request), request.params.reference, request.body),
  );

  staffRoute(
    app,
    queueExportContract,
    async (request, reply) => {
      const query = readQueueQuery(new URLSearchParams(request.query));
      const { csv } = await exportQueue(deps(request), query);
      const day = deps(request).now.toISOString().slice(0, 10);
      return sendPrivateFile(reply, { type: CSV_TYPE, name: `applications-${day}.csv`, body: csv });
    },
    requireCapability('export-queue'),
  );

  staffRoute(app, bulkContract, async (request) => ({
    results: await bulkAction(deps(request), request.body),
  }));
  // Responsible lending (issue 21): the affordability record, identity, letters, evidence pack.
  await app.register(lendingStaffRoutes);
  // The offer and the payout (issue 31, decisions 143 and 144).
  await app.register(offerStaffRoutes);
  // The complaints register (issue 32).
  await app.register(complaintStaffRoutes);
  // Hardship applications (issue 32, decision 148).
  await app.register(hardshipStaffRoutes);

  staffRoute(app, requestInformationContract, async (request) =>
    requestInformation(deps(request), request.params.reference, request.body),
  );

  staffRoute(app, acceptItemContract, async (request) =>
    acceptItem(deps(request), request.params.reference, request.params.id, request.body.version),
  );

  staffRoute(app, askAgainContract, async (request) =>
    askAgain(deps(request), request.params.reference, request.params.id, request.body),
  );

  staffRoute(app, staffNoteContract, async (request, reply) =>
    reply
      .status(201)
      .send(await addNote(deps(request), request.params.reference, request.body.text)),
  );
}
