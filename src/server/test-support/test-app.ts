import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { readEnv, type Env } from '../env.ts';
import { createTestPostgresDatabase, TEST_DATA_ENCRYPTION_KEY } from './test-database.ts';

export { createTestPostgresDatabase, TEST_DATA_ENCRYPTION_KEY };

/** A test database; `url` is set on PostgreSQL, where a second pool (a second process) can join it. */
export type TestDatabaseHandle = DatabaseHandle & { url?: string };

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when TEST_POSTGRES_URL is
 * set (CI sets it), a new PostgreSQL database that close() drops again.
 */
export async function openTestDatabase(): Promise<TestDatabaseHandle> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl)
    return openDatabase({ pgliteDataDir: 'memory://', pgliteStartFrom: await migratedPglite() });
  const database = await createTestPostgresDatabase(adminUrl, await migratedTemplate());
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: database.url });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...handle,
    url: database.url,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * The test database of a test file (openTestDatabase): opened before the file's tests, its own
 * `beforeAll` hooks running after this one, and closed after its own `afterAll` hooks.
 */
export function testDatabaseOfFile(): { readonly handle: TestDatabaseHandle } {
  let opened: TestDatabaseHandle | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => opened?.close());
  return {
    get handle() {
      if (!opened) throw new Error('the test database opens in beforeAll, not before');
      return opened;
    },
  };
}

/**
 * The migrated PGlite database that the server tests' global set-up dumped once for the whole run
 * (tests/setup/server-global.ts), or none outside it: migrations then run on an empty one.
 */
async function migratedPglite(): Promise<Blob | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  const file = inject('migratedPglite');
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * The migrated PostgreSQL database that the server tests' global set-up made once for the whole
 * run (tests/setup/server-global.ts, decision 153), or none outside it.
 */
async function migratedTemplate(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('postgresTemplate') || undefined;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return readEnv({
    NODE_ENV: 'test',
    SEED_DEMO_DATA: 'false',
    ALTCHA_HMAC_KEY: 'test-hmac-key-0123456789',
    // Tests that need the email worker or the sweeps run them themselves.
    BACKGROUND_WORKER: 'false',
    DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
    PAYMENT_GATEWAY_SECRET: 'test-payment-gateway-key-0123',
    ...overrides,
  });
}

/** The API without pages (no build needed), on its own database. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
  } & Pick<BuildAppOptions, 'siteConfig' | 'clock' | 'logger'> = {},
): Promise<{ app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> }> {
  const database = options.database ?? (await openTestDatabase());
  let app: FastifyInstance;
  try {
    app = await buildApp({
      env: testEnv(options.env),
      database,
      pages: false,
      siteConfig: options.siteConfig,
      clock: options.clock,
      logger: options.logger,
    });
    await app.ready();
  } catch (error) {
    // A set-up that fails must still drop the fresh database it made (nothing may outlive a test run).
    if (!options.database) await database.close();
    throw error;
  }
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
