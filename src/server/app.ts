import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import helmet from '@fastify/helmet';
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
import { loggerOptions } from './logger.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerPages } from './plugins/pages.ts';
import { registerRoutes } from './routes/index.ts';
import { createAdapters, type Adapters } from './adapters/index.ts';
import { contentSecurityPolicy } from './plugins/security.ts';
import { seedDemoData } from './demo-data.ts';
import { loadSiteConfig, type SiteConfig } from './site-config.ts';
import type { Clock, ServiceConfig } from './services.ts';
import { sessionPlugin } from './session/plugin.ts';
import { captchaGuard } from './plugins/captcha-guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    database: DatabaseHandle;
    adapters: Adapters;
    /** What the services read: the site configuration (loaded once) and operational settings. */
    serviceConfig: ServiceConfig;
    clock: Clock;
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
}

/** Builds the whole app without listening: server.ts listens, tests call app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: loggerOptions(env),
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Behind a load balancer the client's address (rate limits, captcha) comes from X-Forwarded-For.
    trustProxy: true,
    // Unique across processes and restarts (Fastify's default counts from req-1 in each process):
    // audit rows keep it to find the save in the logs.
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDataDir: path.join(env.DATA_DIR, 'pglite'),
      // The code and message only: pg's error also carries the client and its connection settings.
      onConnectionLost: (error) =>
        app.log.warn(
          { code: (error as { code?: string }).code, reason: error.message },
          'database connection lost; the pool reconnects',
        ),
    }));
  const ownsDatabase = !options.database;
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('adapters', await createAdapters(env, { db: database.db }));
  const site = options.siteConfig ?? loadSiteConfig();
  app.decorate('serviceConfig', { site, env });
  app.decorate('clock', options.clock ?? (() => new Date()));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  if (env.SEED_DEMO_DATA) await seedDemoData(database.db, env, site.branches, app.log);

  registerErrorHandling(app);
  await app.register(helmet, {
    contentSecurityPolicy:
      env.NODE_ENV === 'development' ? false : { directives: contentSecurityPolicy(env) },
  });
  await app.register(rateLimit, { global: false });
  // Answers compressed when the browser asks: the API's JSON and the pages (reply.compress in
  // plugins/pages.ts); precompressed static files keep their own encoding.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(sessionPlugin);
  await app.register(captchaGuard);

  await app.register(registerRoutes, { prefix: '' });
  await registerPages(app, { enabled: options.pages ?? true });
  return app;
}
