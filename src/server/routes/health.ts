import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { healthContract, readinessContract } from '#domain/contracts/health.ts';

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The process is up and answering. Fifteen bytes are not worth a compression hook, and a
  // constant answer is not worth the contract's response check on every probe (decision 065):
  // routes/contracts.test.ts still reads it with healthContract.
  const up: z.infer<(typeof healthContract.response)[200]> = { status: 'ok' };
  const upText = JSON.stringify(up);
  app.get(healthContract.path, { compress: false, config: { probe: true } }, (_request, reply) => {
    void reply.type('application/json; charset=utf-8').send(upText);
  });

  // Ready to serve: the database answers.
  app.get(
    readinessContract.path,
    { schema: { response: readinessContract.response }, config: { probe: true } },
    async (request, reply) => {
      // Shutting down: the load balancer should send new requests elsewhere (plugins/drain.ts).
      if (app.draining) return reply.status(503).send({ error: 'The server is shutting down.' });
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.driver };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send({ error: 'The database is not reachable.' });
      }
    },
  );
}
