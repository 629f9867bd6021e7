import { afterAll, describe, expect, it } from 'vitest';
import { fixtureWorkDir, startTestModeServer } from './test-support/server-process.ts';
import { createTestPostgresDatabase } from './test-support/test-app.ts';

const POSTGRES = process.env.TEST_POSTGRES_URL;
if (!POSTGRES) console.warn('seed-at-start.test.ts skipped: TEST_POSTGRES_URL is not set');

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!POSTGRES)('seeding the demo content (issue 23, probing finding 1)', () => {
  it('lets several processes start together on one empty database: each starts, seeded once', async () => {
    const workDir = await fixtureWorkDir();
    cleanups.push(() => workDir.remove());
    const database = await createTestPostgresDatabase(POSTGRES!);
    cleanups.push(() => database.drop());
    const starting = [0, 1, 2].map(() =>
      startTestModeServer(workDir.dir, { DATABASE_URL: database.url, SEED_DEMO_DATA: 'true' }),
    );
    const started = await Promise.allSettled(starting);
    for (const server of started)
      if (server.status === 'fulfilled') {
        server.value.child.kill('SIGTERM');
        cleanups.push(() => server.value.exited);
      }
    const failures = started.flatMap((server) =>
      server.status === 'rejected' ? [String(server.reason).slice(-1500)] : [],
    );
    expect(failures).toEqual([]);
    expect(started.map((server) => server.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ addresses: number; accounts: number }>(
        'select (select count(*) from addresses)::int as addresses, (select count(*) from accounts)::int as accounts',
      );
      expect(rows[0]!.addresses).toBeGreaterThan(50_000);
      expect(rows[0]!.accounts).toBeGreaterThan(0);
      // The address search indexes all came back after the bulk load.
      const indexes = await client.query(
        "select 1 from pg_indexes where tablename = 'addresses' and indexdef not like '%UNIQUE%'",
      );
      expect(indexes.rowCount).toBeGreaterThan(1);
    } finally {
      await client.end();
    }
  }, 240_000);
});
