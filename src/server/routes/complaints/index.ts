import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import {
  complaintAssignContract,
  complaintContract,
  complaintDetailContract,
  complaintListContract,
  complaintMonthlyContract,
  complaintMonthlyCsvContract,
  complaintMoveContract,
  complaintNoteContract,
} from '#domain/contracts/complaints.ts';
import { submitComplaint } from '#server/complaints/submit.ts';
import {
  addComplaintNote,
  assignComplaint,
  complaintDetail,
  listComplaints,
  moveComplaint,
  type ComplaintDeps,
} from '#server/complaints/register.ts';
import { monthlyCounts, monthlyCsv } from '#server/complaints/monthly.ts';
import { isFallbackFlag } from '#server/plugins/captcha-guard.ts';
import { servicesFor } from '#server/services.ts';
import { requireCapability, staffMemberOf } from '#server/staff/access.ts';

/** A person makes a complaint or two, a script many: the form's limit per client address. */
export const COMPLAINT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** The complaint form's call (issue 32): captcha first, then the rule table, then the register. */
export async function complaintRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    complaintContract.path,
    {
      schema: { body: complaintContract.body, response: complaintContract.response },
      config: {
        rateLimit: COMPLAINT_RATE_LIMIT,
        captcha: {
          action: 'submit_form',
          signals: (body: { Name: string; [CAPTCHA_FALLBACK_FIELD]?: unknown }) => ({
            lastName: body.Name.trim().split(/\s+/).at(-1),
            fallback: isFallbackFlag(body[CAPTCHA_FALLBACK_FIELD]),
          }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await submitComplaint(servicesFor(app, request), request.body)),
  );
}

const STAFF_PREFIX = '/api/staff';
const relative = (path: string) => path.slice(STAFF_PREFIX.length);

/** The register's calls inside the staff area, each behind the policy's `work-complaints`. */
export async function complaintStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireCapability('work-complaints'));
  const deps = (request: FastifyRequest): ComplaintDeps => ({
    db: app.db,
    actor: staffMemberOf(request, 'work-complaints'),
    requestId: request.id,
    now: app.clock(),
  });

  app.get(
    relative(complaintListContract.path),
    { schema: { response: complaintListContract.response } },
    async () => listComplaints(app.db),
  );
  app.get(
    relative(complaintDetailContract.path),
    {
      schema: {
        params: complaintDetailContract.params,
        response: complaintDetailContract.response,
      },
    },
    async (request) => complaintDetail(app.db, request.params.reference),
  );
  app.post(
    relative(complaintAssignContract.path),
    {
      schema: {
        params: complaintAssignContract.params,
        body: complaintAssignContract.body,
        response: complaintAssignContract.response,
      },
    },
    async (request) =>
      assignComplaint(
        deps(request),
        request.params.reference,
        request.body.to,
        request.body.version,
      ),
  );
  app.post(
    relative(complaintMoveContract.path),
    {
      schema: {
        params: complaintMoveContract.params,
        body: complaintMoveContract.body,
        response: complaintMoveContract.response,
      },
    },
    async (request) => moveComplaint(deps(request), request.params.reference, request.body),
  );
  app.post(
    relative(complaintNoteContract.path),
    {
      schema: {
        params: complaintNoteContract.params,
        body: complaintNoteContract.body,
        response: complaintNoteContract.response,
      },
    },
    async (request) => addComplaintNote(deps(request), request.params.reference, request.body.text),
  );
  await app.register(complaintMonthlyRoutes);
}

/** The annual return's monthly counts, as a table and as CSV (issue 32). */
async function complaintMonthlyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    relative(complaintMonthlyContract.path),
    {
      schema: {
        querystring: complaintMonthlyContract.querystring,
        response: complaintMonthlyContract.response,
      },
    },
    async (request) => ({ rows: await monthlyCounts(app.db, request.query) }),
  );
  app.get(
    relative(complaintMonthlyCsvContract.path),
    {
      schema: {
        querystring: complaintMonthlyCsvContract.querystring,
        response: complaintMonthlyCsvContract.response,
      },
    },
    async (request, reply) => {
      const csv = monthlyCsv(await monthlyCounts(app.db, request.query));
      const day = newZealandDate(app.clock());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="complaints-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
