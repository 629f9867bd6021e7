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
import { complaintStaffRoutes } from '../complaints/index.ts';
import { hardshipStaffRoutes } from '../hardship/index.ts';
import { CSV_TYPE, sendPrivateFile } from '../send-file.ts';

export const STAFF_API_PREFIX = '/api/staff';
const relative = (path: string) => path.slice(STAFF_API_PREFIX.length);

/**
 * The lender's workspace API (issue 20), inside the staff guard of /api/staff, each route also
 * behind the workspace's role guard (officer or approver).
 */
export async function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireWorkspaceRole);
  const deps = (request: FastifyRequest) => workspaceDeps(app, request);

  app.get(
    relative(staffQueueContract.path),
    {
      schema: {
        querystring: staffQueueContract.querystring,
        response: staffQueueContract.response,
      },
    },
    async (request) => {
      const query = readQueueQuery(new URLSearchParams(request.query));
      return queuePage(app.db, query, staffMemberOf(request).id, app.clock());
    },
  );

  app.post(
    relative(assignContract.path),
    {
      schema: {
        params: assignContract.params,
        body: assignContract.body,
        response: assignContract.response,
      },
    },
    async (request) =>
      assign(deps(request), request.params.reference, request.body.to, request.body.version),
  );

  app.post(
    relative(decideContract.path),
    {
      schema: {
        params: decideContract.params,
        body: decideContract.body,
        response: decideContract.response,
      },
    },
    async (request) => decide(deps(request), request.params.reference, request.body),
  );

  app.post(
    relative(staffWithdrawContract.path),
    {
      schema: {
        params: staffWithdrawContract.params,
        body: staffWithdrawContract.body,
        response: staffWithdrawContract.response,
      },
    },
    async (request) => withdrawForApplicant(deps(request), request.params.reference, request.body),
  );

  app.get(
    relative(queueExportContract.path),
    {
      schema: {
        querystring: queueExportContract.querystring,
        response: queueExportContract.response,
      },
      onRequest: requireCapability('export-queue'),
    },
    async (request, reply) => {
      const query = readQueueQuery(new URLSearchParams(request.query));
      const { csv } = await exportQueue(deps(request), query);
      const day = deps(request).now.toISOString().slice(0, 10);
      return sendPrivateFile(reply, { type: CSV_TYPE, name: `applications-${day}.csv`, body: csv });
    },
  );

  app.post(
    relative(bulkContract.path),
    { schema: { body: bulkContract.body, response: bulkContract.response } },
    async (request) => ({ results: await bulkAction(deps(request), request.body) }),
  );
  // Responsible lending (issue 21): the affordability record, identity, letters, evidence pack.
  await app.register(lendingStaffRoutes);
  // The offer and the payout (issue 31, decisions 143 and 144).
  await app.register(offerStaffRoutes);
  // The complaints register (issue 32).
  await app.register(complaintStaffRoutes);
  // Hardship applications (issue 32, decision 148).
  await app.register(hardshipStaffRoutes);

  app.post(
    relative(requestInformationContract.path),
    {
      schema: {
        params: requestInformationContract.params,
        body: requestInformationContract.body,
        response: requestInformationContract.response,
      },
    },
    async (request) => requestInformation(deps(request), request.params.reference, request.body),
  );

  app.post(
    relative(acceptItemContract.path),
    {
      schema: {
        params: acceptItemContract.params,
        body: acceptItemContract.body,
        response: acceptItemContract.response,
      },
    },
    async (request) =>
      acceptItem(deps(request), request.params.reference, request.params.id, request.body.version),
  );

  app.post(
    relative(askAgainContract.path),
    {
      schema: {
        params: askAgainContract.params,
        body: askAgainContract.body,
        response: askAgainContract.response,
      },
    },
    async (request) =>
      askAgain(deps(request), request.params.reference, request.params.id, request.body),
  );

  app.post(
    relative(staffNoteContract.path),
    {
      schema: {
        params: staffNoteContract.params,
        body: staffNoteContract.body,
        response: staffNoteContract.response,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addNote(deps(request), request.params.reference, request.body.text)),
  );
}
