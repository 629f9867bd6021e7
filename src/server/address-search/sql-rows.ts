import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The database or a transaction on it. */
export type SqlExecutor = Pick<Database, 'execute'>;

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite and node-postgres) answer `execute` with
 * `{ rows }`; the shared Database type leaves the result unknown.
 */
export async function queryRows<Row>(db: SqlExecutor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
