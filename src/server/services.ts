import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '#domain/session/actor.ts';
import type { Adapters } from './adapters/index.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { FieldCipher } from './crypto/field-cipher.ts';
import type { SiteConfig } from './site-config.ts';
import type { ReferrerKeys } from './referrers/referrer-keys.ts';

/** The current time; buildApp takes another for tests (expiry) and jobs that replay a day. */
export type Clock = () => Date;

/**
 * The server's own clock: the real time, or in the embedded demo one that starts at
 * DEMO_CLOCK_START when the server starts and runs on from there (decision 110; env.ts refuses it
 * anywhere else).
 */
export function serverClock(
  env: Pick<Env, 'DEMO_CLOCK_START'>,
  startedAt: number = Date.now(),
): Clock {
  if (!env.DEMO_CLOCK_START) return () => new Date();
  const ahead = env.DEMO_CLOCK_START.getTime() - startedAt;
  return () => new Date(Date.now() + ahead);
}

/**
 * Everything a service may depend on, passed in explicitly (issue 7 finding 8, decision 023): no
 * service takes a Fastify app or request, so a test, a background job or a back office calls the
 * same function with its own database, adapters, configuration, clock, logger and actor. Each
 * service takes only the part it uses (`Pick<ServiceDeps, ...>`).
 */
export interface ServiceDeps {
  db: Database;
  adapters: Adapters;
  config: ServiceConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Who asks: resolved from the session (src/server/session). */
  actor: Actor;
  /** The request's id, kept with audit rows so they can be matched with the logs. */
  requestId: string | null;
  /** Encrypts and decrypts the answers kept encrypted at rest (identity numbers, decision 030). */
  cipher: FieldCipher;
}

/** The site's configuration (content) and the operational settings the services read. */
export interface ServiceConfig {
  site: SiteConfig;
  env: Pick<
    Env,
    | 'APPLICATION_SESSION_TTL_HOURS'
    | 'PRE_SAVE_CHECK_DAYS'
    | 'RESUME_LINK_DAYS'
    | 'RESUME_LINK_MAX_ATTEMPTS'
    | 'STATUS_LINK_DAYS'
    | 'BANK_LINK_ACCOUNT_CODE'
  >;
  /**
   * The site's public origin for links the server builds (emails, payment return and
   * notification): PUBLIC_BASE_URL, or in the demo the address it listens on (public-base-url.ts).
   */
  publicBaseUrl: string;
  /** Each configured referrer's key for its referrer-data tokens (decision 056). */
  referrerKeys: ReferrerKeys;
}

/** The dependencies of a service called by an HTTP route: the app's, with this request's actor. */
export function servicesFor(app: FastifyInstance, request: FastifyRequest): ServiceDeps {
  return {
    db: app.db,
    adapters: app.adapters,
    config: app.serviceConfig,
    clock: app.clock,
    log: request.log,
    actor: request.actor,
    requestId: request.id,
    cipher: app.cipher,
  };
}
