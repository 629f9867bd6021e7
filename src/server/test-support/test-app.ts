import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { readEnv, type Env } from '../env.ts';

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
  const database = await createTestPostgresDatabase(adminUrl);
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
 * The migrated PGlite database that the server tests' global set-up dumped once for the whole run
 * (tests/setup/server-global.ts), or none outside it: migrations then run on an empty one.
 */
async function migratedPglite(): Promise<Blob | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  const file = inject('migratedPglite');
  return file ? new Blob([await readFile(file)]) : undefined;
}

/** A new, empty PostgreSQL database on the server of `adminUrl`, and how to drop it again. */
export async function createTestPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `lender_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The data key of test apps and server processes (32 bytes, base64), so no test writes DATA_DIR/secrets. */
export const TEST_DATA_ENCRYPTION_KEY = Buffer.from('test-data-encryption-key-32bytes').toString(
  'base64',
);

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
