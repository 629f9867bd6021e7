import { randomBytes } from 'node:crypto';

// What a test database needs and nothing more, so the test runs' global set-ups
// (tests/setup/server-global.ts, e2e-global.ts) import it without evaluating the server.

/**
 * A new PostgreSQL database on the server of `adminUrl`, and how to drop it again: empty, or a
 * copy of `template` (a database nobody is connected to), which takes a fraction of a second
 * where applying every migration takes seconds.
 */
export async function createTestPostgresDatabase(
  adminUrl: string,
  template?: string,
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
  await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The data key of test apps and server processes (32 bytes, base64), so no test writes DATA_DIR/secrets. */
export const TEST_DATA_ENCRYPTION_KEY = Buffer.from('test-data-encryption-key-32bytes').toString(
  'base64',
);
