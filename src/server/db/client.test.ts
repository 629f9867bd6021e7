import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { createTestPostgresDatabase } from '../test-support/test-app.ts';

// These faults only exist with a connection pool: PostgreSQL, which CI runs the server tests on.
const adminUrl = process.env.TEST_POSTGRES_URL;

describe.skipIf(!adminUrl)('the PostgreSQL connection pool under faults', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function freshDatabase(): Promise<string> {
    const database = await createTestPostgresDatabase(adminUrl!);
    cleanups.push(database.drop);
    return database.url;
  }

  async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  it('stays up when the server ends an idle pooled connection, and serves the next query', async () => {
    const url = await freshDatabase();
    const handle: DatabaseHandle = await openDatabase({ databaseUrl: url });
    cleanups.push(() => handle.close());
    await handle.ping();
    const name = new URL(url).pathname.slice(1);
    // What a database restart, a failover or an idle reaper does to the pool's idle connections.
    const ended = await admin((client) =>
      client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      ),
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    // An 'error' event nobody listens to would end the process here (vitest reports it as unhandled):
    // wait until the pool has heard of it and dropped the ended connections.
    await expect.poll(() => handle.poolUse!().total).toBe(0);
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('lets two processes that start together on an empty database both migrate it', async () => {
    const url = await freshDatabase();
    const [first, second] = await Promise.allSettled([
      openDatabase({ databaseUrl: url }),
      openDatabase({ databaseUrl: url }),
    ]);
    for (const opened of [first, second]) {
      if (opened.status === 'fulfilled') cleanups.push(() => opened.value.close());
    }
    expect([first.status, second.status]).toEqual(['fulfilled', 'fulfilled']);
  });
});
