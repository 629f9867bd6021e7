import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessLogCopy } from '#content/access-log.ts';
import { accessReportContract } from '#domain/contracts/staff.ts';
import { may } from '#domain/staff/workflow-policy.ts';
import { HttpError } from '#server/http-error.ts';
import { NOT_ALLOWED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '#server/session/guards.ts';
import { policyActor, recordStaffAction, type StaffMember } from '#server/staff/access.ts';
import { accessReport, accessReportCsv } from '#server/staff/access-log.ts';
import { findForStaff } from '#server/staff/workflow.ts';
import { CSV_TYPE, sendPrivateFile } from '../send-file.ts';

/**
 * Who viewed an application (Privacy Act 2020 IPP 5, issue 30, decision 137): the privacy
 * officer's report, as JSON or as CSV (`?format=csv`), from the access log. Outside the
 * workspace's guard, since the privacy officer need not work applications: the policy's
 * `view-access-report` guards it. Reading it is itself recorded.
 */
export async function accessReportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    accessReportContract.path,
    {
      schema: {
        params: accessReportContract.params,
        querystring: accessReportContract.querystring,
        response: accessReportContract.response,
      },
    },
    async (request, reply) => {
      const { actor } = request;
      if (actor.kind === 'anonymous') throw new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
      const staff = policyActor(actor);
      if (!staff) throw new HttpError(403, NOT_ALLOWED_MESSAGE);
      if (!may(staff, 'view-access-report')) throw new HttpError(403, accessLogCopy.notAllowed);
      const member: StaffMember = { id: staff.id, roles: staff.roles };
      const row = await findForStaff(app.db, request.params.reference);
      const entries = await accessReport(app.db, row.id);
      await recordStaffAction(
        app.db,
        { actor: member, requestId: request.id, now: app.clock() },
        { applicationId: row.id, action: 'viewed-access-report' },
      );
      if (request.query.format === 'json')
        return reply.header('cache-control', 'no-store').send({ entries });
      return sendPrivateFile(reply, {
        type: CSV_TYPE,
        name: `access-${request.params.reference}.csv`,
        body: accessReportCsv(entries),
      });
    },
  );
}
