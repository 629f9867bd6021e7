import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

export type Schema = typeof schema;
/** Both drivers (PGlite and node-postgres) produce this type; code above the db layer sees only it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs a cheap query; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database (tests). */
  pgliteDataDir?: string;
}

/** Opens the database and applies every committed migration. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDataDir ?? 'memory://');
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (!dataDir.startsWith('memory://')) await mkdir(path.resolve(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
