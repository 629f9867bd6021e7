import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // The process is up and answering.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Ready to serve: the database answers.
  app.get('/readyz', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.driver };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ error: 'The database is not reachable.' });
    }
  });
}
