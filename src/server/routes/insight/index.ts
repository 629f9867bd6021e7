import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  insightEventContract,
  insightFieldsContract,
  insightFunnelContract,
  insightRefreshContract,
  type InsightQuery,
} from '#domain/contracts/insight.ts';
import type { FunnelAnswer, InsightFilters } from '#domain/insight/funnel.ts';
import { recordBrowserEvent } from '#server/insight/record.ts';
import { fieldReport, funnelReport } from '#server/insight/report.ts';
import { fieldsCsv, funnelCsv } from '#server/insight/csv.ts';
import { rolledUpTo, rollUpInsight } from '#server/insight/rollup.ts';
import { guardedArea } from '#server/session/guards.ts';
import { servicesFor } from '#server/services.ts';
import { requireCapability } from '#server/staff/access.ts';
import { CSV_TYPE, sendPrivateFile } from '../send-file.ts';

// A visitor views a handful of steps a minute; an office (or a branch's shared connection)
// behind one address many more: as the conversion events' limit, which the same pages send.
const EVENT_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };
const STAFF_PREFIX = '/api/staff/insight';

/** The browser's step events (issue 22): the names and facts of the contract, nothing more. */
export async function insightEventRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    insightEventContract.path,
    {
      schema: { body: insightEventContract.body, response: insightEventContract.response },
      config: { rateLimit: EVENT_RATE_LIMIT },
    },
    async (request, reply) => {
      await recordBrowserEvent(servicesFor(app, request), request.body);
      return reply.status(202).send({ recorded: true });
    },
  );
}

const filtersOf = ({
  from,
  to,
  source,
  referrer,
  device,
  channel,
}: InsightQuery): InsightFilters => ({
  from,
  to,
  ...(source !== undefined && { source }),
  ...(referrer !== undefined && { referrer }),
  ...(device !== undefined && { device }),
  ...(channel !== undefined && { channel }),
});

const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  sendPrivateFile(reply, { type: CSV_TYPE, name: `${name}.csv`, body });

/** The staff's reports (`/api/staff/insight/…`), behind the staff guard: JSON, or CSV per table. */
async function insightStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The same question as the insight page's guard (issue 29 finding 2): the policy's `may`.
  app.addHook('onRequest', requireCapability('view-insight'));
  const relative = (path: string) => path.slice(STAFF_PREFIX.length);
  app.get(
    relative(insightFunnelContract.path),
    {
      schema: {
        querystring: insightFunnelContract.querystring,
        response: insightFunnelContract.response,
      },
    },
    async (request, reply) => {
      const report = await funnelReport(app.db, filtersOf(request.query));
      if (request.query.format !== 'csv')
        return reply
          .header('cache-control', 'no-store')
          .send({ ...report, rolledUpTo: await rolledUpTo(app.db) } satisfies FunnelAnswer);
      const table = request.query.table ?? 'stages';
      return sendCsv(
        reply,
        `funnel-${table}-${request.query.from}-${request.query.to}`,
        funnelCsv(report, table),
      );
    },
  );
  app.get(
    relative(insightFieldsContract.path),
    {
      schema: {
        querystring: insightFieldsContract.querystring,
        response: insightFieldsContract.response,
      },
    },
    async (request, reply) => {
      const rows = await fieldReport(app.db, filtersOf(request.query));
      if (request.query.format !== 'csv')
        return reply.header('cache-control', 'no-store').send({ fields: rows });
      return sendCsv(reply, `fields-${request.query.from}-${request.query.to}`, fieldsCsv(rows));
    },
  );
  // "Bring up to date": the roll-up's run now rather than at its next five minutes (decision 098).
  app.post(
    relative(insightRefreshContract.path),
    { schema: { response: insightRefreshContract.response } },
    async (_request, reply) => {
      const { journeys } = await rollUpInsight({ db: app.db, clock: app.clock });
      return reply
        .header('cache-control', 'no-store')
        .send({ journeys, rolledUpTo: await rolledUpTo(app.db) });
    },
  );
}

export const insightStaffArea = guardedArea('staff', insightStaffRoutes);
export const INSIGHT_STAFF_PREFIX = STAFF_PREFIX;
