import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { installJobQueue, type JobQueueSql } from './job-queue-schema.ts';

export type Schema = typeof schema;
/** Both drivers (PGlite and node-postgres) produce this type; code above the db layer sees only it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The same connection(s) as `db`, in the form the job queue speaks (src/server/jobs). */
  jobSql: JobQueueSql;
  /** Runs a cheap query; used by /readyz. */
  ping(): Promise<void>;
  /** The connection pool's use (PostgreSQL; the embedded database has one connection). */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database (tests). */
  pgliteDataDir?: string;
  /**
   * A PGlite data directory to start from, as `dumpMigratedPglite` makes it: the tests start every
   * file's database from one, since a new PGlite spends seconds creating its cluster.
   */
  pgliteStartFrom?: Blob | undefined;
  /**
   * Told when PostgreSQL ends an idle pooled connection (a restart, a failover, an idle reaper).
   * The pool drops that connection and opens a new one for the next query.
   */
  onConnectionLost?: (error: Error) => void;
  /** Longest a query may take before it fails (a bulk import may allow more). */
  queryTimeoutMs?: number;
}

// A save is a few small statements; anything slower than this is a database in trouble, and the
// applicant is better served by a prompt 503 than by a request that hangs (a network partition
// never answers at all, so the client must give up by itself).
const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;
const POOL_MAX = 10;
// Any number works as long as every process uses the same one: it names the migration lock.
const MIGRATION_LOCK_ID = 7_310_521;

/** Opens the database and applies every committed migration. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options)
    : await openPglite(options.pgliteDataDir ?? 'memory://', options.pgliteStartFrom);
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openPostgres(
  databaseUrl: string,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // query_timeout gives up on the client side (a partition never answers); statement_timeout
    // lets PostgreSQL stop the work too.
    query_timeout: queryTimeoutMs,
    statement_timeout: queryTimeoutMs,
    keepAlive: true,
  });
  // Without a listener, an idle connection ended by the server is an unhandled 'error' event
  // that ends the whole process.
  pool.on('error', (error) => options.onConnectionLost?.(error));
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    jobSql: {
      // A text of several statements (the queue's own locked blocks) comes back as one result
      // per statement; the queue reads the rows of all of them.
      async executeSql(text, values) {
        const result = (await pool.query(text, values)) as unknown as
          { rows: unknown[] } | Array<{ rows?: unknown[] }>;
        return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
      },
    },
    ping: async () => {
      await pool.query('select 1');
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string,
  startFrom?: Blob,
): Promise<DatabaseHandle & { dump(): Promise<Blob> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { fromPglite } = await import('pg-boss');
  if (!dataDir.startsWith('memory://')) await mkdir(path.resolve(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: startFrom,
  });
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    jobSql: fromPglite(client),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** An empty in-memory PGlite database with every migration applied, as a data-directory dump. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const handle = await openPglite('memory://');
  try {
    await migrate(handle);
    return await handle.dump();
  } finally {
    await handle.close();
  }
}

/**
 * Applies the committed migrations, then installs or upgrades the job queue's own schema (so a
 * test's migrated dump holds it too). On PostgreSQL several processes may start together on one
 * database: an advisory lock lets one migrate while the others wait, and they then find nothing
 * left to do.
 */
async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    const { sql } = await import('drizzle-orm');
    await handle.db.transaction(async (tx) => {
      // Held until the transaction ends, on this connection, whatever the migrator's own connections do.
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
      await run(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
    });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
  await installJobQueue(handle);
}
