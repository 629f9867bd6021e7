import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { count, eq } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API } from '#domain/contracts/wire.ts';
import { emailOutbox } from '../db/schema/index.ts';

/** What an operator watches (decision 077), in the Prometheus format through prom-client. */
export interface Metrics {
  registry: Registry;
  captchaFallbacks: Counter<'action'>;
  /**
   * Adds a queue to `queue_depth{queue}`: the job queue registers its depth here when it exists
   * (`app.metrics.addQueue('jobs', () => …)`); the email outbox is registered below.
   */
  addQueue(name: string, depth: () => Promise<number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const METRICS_PATH = '/metrics';
const UNMATCHED_ROUTE = 'unmatched';

function buildMetrics(app: FastifyInstance): Metrics {
  // One registry per app: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const queues = new Map<string, () => Promise<number>>();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route (its pattern, never the address) and status, with their time.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const saves = new Counter({
    name: 'loan_application_saves_total',
    help: 'Saves of the loan application by the status answered.',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const captchaFallbacks = new Counter({
    name: 'captcha_fallbacks_total',
    help: 'Calls the captcha sent to the fallback challenge (409), by action.',
    labelNames: ['action'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'queue_depth',
    help: 'Work waiting in each queue (email_outbox: emails not yet sent).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, depth] of queues) {
        try {
          this.set({ queue }, await depth());
        } catch {
          // The database is down: the scrape still answers, without this figure.
        }
      }
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; max is the pool size).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = app.database.poolUse?.();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // A probe is counted by the balancer that asks it, not here (decision 142). One read of
    // routeOptions: Fastify builds a new object at each (decision 158).
    const { config, url } = request.routeOptions;
    if (config.probe) return done();
    const route = url ?? UNMATCHED_ROUTE;
    const status = String(reply.statusCode);
    requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (route === API.loanAppSave.path && request.method === API.loanAppSave.method)
      saves.inc({ status });
    done();
  });

  return {
    registry,
    captchaFallbacks,
    addQueue: (name, depth) => void queues.set(name, depth),
  };
}

/**
 * Collects the metrics and serves them (decision 077): on METRICS_PORT, a listener of its own
 * bound to HOST, or at /metrics on the site's port for a caller with METRICS_TOKEN. Neither set:
 * collected but not served. Never public by default.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = buildMetrics(app);
  app.decorate('metrics', metrics);
  metrics.addQueue('email_outbox', async () => {
    const [row] = await app.db
      .select({ depth: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'pending'));
    return row?.depth ?? 0;
  });

  const token = app.env.METRICS_TOKEN;
  if (token) {
    const expected = Buffer.from(`Bearer ${token}`);
    app.get(METRICS_PATH, { config: { rateLimit: false } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.status(401).send({ error: 'A metrics token is required.' });
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }

  const port = app.env.METRICS_PORT;
  if (port !== undefined) {
    let server: Server | undefined;
    app.addHook('onListen', async () => {
      server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url !== METRICS_PATH) {
          response.writeHead(404).end();
          return;
        }
        metrics.registry.metrics().then(
          (text) =>
            response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
          () => response.writeHead(503).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, app.env.HOST, () => resolve());
      });
      app.log.info({ port }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      if (server?.listening) await new Promise((resolve) => server!.close(resolve));
    });
  }
});
