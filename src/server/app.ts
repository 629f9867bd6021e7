import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Env } from './env.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { loggerOptions, OneLinePerRequest, requestLoggerFactory } from './logger.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerPages } from './plugins/pages.ts';
import { pageDataLoaders } from './page-data.ts';
import { registerRoutes } from './routes/index.ts';
import { adapterChoices, createAdapters, type Adapters } from './adapters/index.ts';
import { publicBaseUrl } from './public-base-url.ts';
import { contentSecurityPolicy, securityHeaders } from './plugins/security.ts';
import { seedDemoData } from './demo-data.ts';
import { loadSiteConfig, type SiteConfig } from './site-config.ts';
import { serverClock, type Clock, type ServiceConfig } from './services.ts';
import { SESSION_COOKIE, sessionPlugin } from './session/plugin.ts';
import { captchaGuard } from './plugins/captcha-guard.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { appJobs, catchUpOnStart, startEmailChain } from './jobs/app-jobs.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { drainPlugin } from './plugins/drain.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitOptions } from './rate-limit/options.ts';
import { APPREF_RATE_LIMIT } from './loan-application/outcome-page-data.ts';
import { createFieldCipher } from './crypto/data-key.ts';
import { encryptStoredIdentityNumbers } from './loan-application/encrypt-stored-identity.ts';
import type { FieldCipher } from './crypto/field-cipher.ts';
import { resolveReferrerKeys } from './referrers/referrer-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    database: DatabaseHandle;
    adapters: Adapters;
    /** What the services read: the site configuration (loaded once) and operational settings. */
    serviceConfig: ServiceConfig;
    clock: Clock;
    /** Counts a look-up of an application by its appref (the success page), per client. */
    apprefRateLimit: (request: FastifyRequest) => Promise<{ isExceeded: boolean }>;
    /** Every route registered, by method and URL: the fuzzer and the header checks cover each. */
    /** Every route registered, with whether it declares its answers (a response schema). */
    routeList: Array<{ method: string; url: string; declaresResponse: boolean }>;
    /** Answers encrypted at rest (decision 030). */
    cipher: FieldCipher;
    /** The background work queue (src/server/jobs, decision 083). */
    jobs: JobQueue;
  }
}

export interface BuildAppOptions {
  env: Env;
  /** An already open database (tests share one per file); otherwise one is opened from env. */
  database?: DatabaseHandle;
  /** Serve HTML pages (SSR). Off for API-only tests, which then need no build. */
  pages?: boolean;
  /** The site's configuration; loadSiteConfig() (content/) unless a test or a tenant passes another. */
  siteConfig?: SiteConfig;
  /** The current time; tests move it to check expiry. */
  clock?: Clock;
  /** A logger to write to instead of one built from env (tests capture what an operator would read). */
  logger?: FastifyBaseLogger;
}

/** Builds the whole app without listening: server.ts listens, tests call app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = createFastify(options);
  const database = options.database ?? (await openAppDatabase(app, env));
  if (!options.database) app.addHook('onClose', async () => database.close());
  const site = await decorateServices(app, options, database);
  const encrypted = await encryptStoredIdentityNumbers(database.db, app.cipher);
  if (encrypted > 0)
    app.log.info({ rows: encrypted }, 'encrypted identity numbers stored in clear');
  if (env.SEED_DEMO_DATA) await seedDemoData(database.db, env, site.branches, app.log, app.clock);

  await registerPlugins(app, env);
  await app.register(registerRoutes, { prefix: '' });
  await registerPages(app, { enabled: options.pages ?? true, pageDataLoaders });
  startJobQueue(app, database);
  return app;
}

function createFastify(options: BuildAppOptions) {
  const { env } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(env) }),
    logController: new OneLinePerRequest(),
    // Each request's child logger is made when the request first logs (an answered probe never).
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Behind a load balancer the client's address (rate limits, captcha) comes from X-Forwarded-For,
    // believed only from the configured proxies (issue 12 finding 7): anyone can send the header.
    trustProxy: env.TRUST_PROXY?.length ? env.TRUST_PROXY : false,
    // Unique across processes and restarts (Fastify's default counts from req-1 in each process):
    // audit rows keep it to find the save in the logs.
    genReqId: () => randomUUID(),
    // Requests arriving once close() has begun get the API's own 503 (plugins/drain.ts).
    return503OnClosing: false,
    // A client that sends its request slowly (a byte now and then) is cut off, so slow bodies
    // cannot hold connections open (issue 12 finding 11); Node checks open requests this often.
    requestTimeout: env.REQUEST_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout: env.REQUEST_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: Math.min(5_000, env.REQUEST_TIMEOUT_SECONDS * 500),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeList: FastifyInstance['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    const declaresResponse = Boolean(route.schema?.response);
    for (const method of [route.method].flat())
      routeList.push({ method, url: route.url, declaresResponse });
  });
  return app;
}

function openAppDatabase(app: FastifyInstance, env: Env): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: path.join(env.DATA_DIR, 'pglite'),
    // The code and message only: pg's error also carries the client and its connection settings.
    onConnectionLost: (error) =>
      app.log.warn(
        { code: (error as { code?: string }).code, reason: error.message },
        'database connection lost; the pool reconnects',
      ),
  });
}

/** What the services read from the app: the database, the adapters, the settings and the clock. */
async function decorateServices(
  app: FastifyInstance,
  options: BuildAppOptions,
  database: DatabaseHandle,
): Promise<SiteConfig> {
  const { env } = options;
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('cipher', await createFieldCipher(env));
  const clock = options.clock ?? serverClock(env);
  app.decorate('adapters', await createAdapters(env, { db: database.db, clock }));
  const site = options.siteConfig ?? loadSiteConfig();
  const referrerKeys = await resolveReferrerKeys(env, site.loanApplication.referrers, app.log);
  const serviceConfig: ServiceConfig = {
    site,
    env,
    referrerKeys,
    publicBaseUrl: publicBaseUrl(env),
  };
  app.decorate('serviceConfig', serviceConfig);
  // The demo's links name the address it actually listens on (PORT=0, another host).
  app.addHook('onListen', async () => {
    serviceConfig.publicBaseUrl = publicBaseUrl(env, app.server.address());
  });
  for (const choice of adapterChoices(env)) app.log.info(choice, 'outside service adapter');
  app.decorate('clock', clock);
  if (env.DEMO_CLOCK_START && !options.clock)
    app.log.warn(
      { clockStart: env.DEMO_CLOCK_START.toISOString() },
      'the demo clock (DEMO_CLOCK_START) runs ahead of the real time',
    );
  return site;
}

/** The plugins every request passes: errors, draining, metrics, headers, limits, compression, session. */
async function registerPlugins(app: FastifyInstance, env: Env): Promise<void> {
  registerErrorHandling(app);
  await app.register(drainPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeaders, {
    cookieNames: [SESSION_COOKIE],
    helmet: {
      contentSecurityPolicy:
        env.NODE_ENV === 'development' ? false : { directives: contentSecurityPolicy(env) },
      // Our own pages tell the application which of them the applicant came from (§3
      // http_referrer, decision 114); other sites are told nothing, as with no-referrer.
      referrerPolicy: { policy: 'same-origin' },
    },
  });
  await app.register(rateLimit, await rateLimitOptions(app, env));
  const apprefLimit = app.createRateLimit({
    ...APPREF_RATE_LIMIT,
    keyGenerator: (request) => `appref ${request.ip}`,
  });
  app.decorate('apprefRateLimit', async (request: FastifyRequest) => {
    const result = await apprefLimit(request);
    return { isExceeded: !result.isAllowed && result.isExceeded };
  });
  // Answers compressed when the browser asks: the API's JSON and the pages (reply.compress in
  // plugins/pages.ts); precompressed static files keep their own encoding. A request body is
  // decompressed only where there is one to read: Fastify reads none for GET and HEAD, and the
  // decompression hook would cost each of those requests a hook phase (decision 158).
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD'))
      route.decompress ??= false;
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(inputGuard);
  await app.register(sessionPlugin);
  await app.register(captchaGuard);
}

/**
 * Background work goes through one queue (decision 083). Every process may enqueue; a worker
 * process (BACKGROUND_WORKER) also runs the jobs and keeps their schedules, from once the app is
 * ready until it closes: the jobs running then finish before the database closes.
 */
function startJobQueue(app: FastifyInstance, database: DatabaseHandle): void {
  app.decorate(
    'jobs',
    createJobQueue({ database, jobs: appJobs(app, () => app.jobs), log: app.log }),
  );
  // The operator's queue_depth metric (decision 077): jobs waiting, due later or running.
  app.metrics.addQueue('jobs', async () =>
    (await app.jobs.depth()).reduce(
      (sum, queue) => sum + queue.ready + queue.deferred + queue.active,
      0,
    ),
  );
  // Jobs whose retries are spent, for the JobsFailed alert (ops/prometheus/alerts.yml).
  app.metrics.addQueue('jobs_failed', async () =>
    (await app.jobs.depth()).reduce((sum, queue) => sum + queue.failed, 0),
  );
  app.addHook('onClose', async () => app.adapters.email.close());
  if (app.env.BACKGROUND_WORKER) {
    app.addHook('onReady', async () => {
      await app.jobs.startWorking();
      await startEmailChain(app.jobs);
      await catchUpOnStart(app.jobs);
    });
  }
  app.addHook('preClose', async () => app.jobs.stop());
}
