import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignContract, decideContract, staffQueueContract } from '#domain/contracts/staff.ts';
import { readQueueQuery } from '#domain/staff/queue-query.ts';
import { requireWorkspaceRole, staffMemberOf } from '#server/staff/access.ts';
import { decide } from '#server/staff/decisions.ts';
import { queuePage } from '#server/staff/queue.ts';
import { assign, type WorkspaceDeps } from '#server/staff/workflow.ts';

export const STAFF_API_PREFIX = '/api/staff';
const relative = (path: string) => path.slice(STAFF_API_PREFIX.length);

/**
 * The lender's workspace API (issue 20), inside the staff guard of /api/staff, each route also
 * behind the workspace's role guard (officer or approver).
 */
export async function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireWorkspaceRole);
  const deps = (request: FastifyRequest): WorkspaceDeps => ({
    db: app.db,
    actor: staffMemberOf(request),
    request,
    now: app.clock(),
    officerApprovalLimit: app.env.OFFICER_APPROVAL_LIMIT,
  });

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
}
