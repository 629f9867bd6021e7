// How long a restore of 100,000 applications takes (issue 33 "Running it" 1, README
// "Backups"): in a fresh, migrated PostgreSQL database (BENCH_POSTGRES_URL, else
// TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/postgres; every database made here is
// dropped afterwards) the generated workspace (100,000 applications, 1,000,000 audit rows) is
// backed up with `pg_dump --format=custom` as the README says, then restored into an empty database
// with the restore check's own `pg_restore`. The baseline, in the same run: PostgreSQL copying the
// same database file by file (`create database ... template`), the fastest a copy can be.
// Run: npm run bench -- restore
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '#server/db/client.ts';
import { pgRestore } from '#server/ops/restore-check.ts';
import { createTestPostgresDatabase } from '#server/test-support/test-app.ts';
import { APPLICATIONS, AUDITS_PER_APPLICATION, generate } from './generated-applications.ts';

const run = promisify(execFile);

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started);
}

async function main() {
  const adminUrl =
    process.env.BENCH_POSTGRES_URL ??
    process.env.TEST_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const source = await createTestPostgresDatabase(adminUrl);
  const restored = await createTestPostgresDatabase(adminUrl);
  const dir = await mkdtemp(path.join(tmpdir(), 'lender-restore-bench-'));
  const copyName = `lender_restore_copy_${process.pid}`;
  const { default: pg } = await import('pg');
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  try {
    // The app's own migrations, then the generated rows.
    await (await openDatabase({ databaseUrl: source.url })).close();
    const generated = await timed(() => generate(source.url));
    const backup = path.join(dir, 'lender.dump');
    const dumped = await timed(() =>
      run('pg_dump', ['--format=custom', `--file=${backup}`, source.url]),
    );
    const restore = await timed(() => pgRestore(backup, restored.url));
    const copy = await timed(() =>
      admin(`create database ${copyName} template ${new URL(source.url).pathname.slice(1)}`),
    );
    const count = await new pg.Client({ connectionString: restored.url });
    await count.connect();
    const { rows } = await count
      .query(
        'select (select count(*) from applications) a, (select count(*) from application_audits) b',
      )
      .finally(() => count.end());
    console.log(
      `${new Date().toISOString()} on ${cpus().length} CPU cores, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')} (1, 5, 15 min)`,
    );
    console.table({
      'generated (SQL)': { ms: generated },
      'pg_dump --format=custom': {
        ms: dumped,
        megabytes: +((await stat(backup)).size / 1e6).toFixed(1),
      },
      'pg_restore (the restore check)': { ms: restore, ratio: +(restore / copy).toFixed(1) },
      'baseline: create database ... template': { ms: copy, ratio: 1 },
    });
    const expected = { a: APPLICATIONS, b: APPLICATIONS * AUDITS_PER_APPLICATION };
    const ok = Number(rows[0].a) === expected.a && Number(rows[0].b) === expected.b;
    console.log(ok ? 'every row restored' : `restored ${rows[0].a} and ${rows[0].b} rows`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await admin(`drop database if exists ${copyName} with (force)`);
    await source.drop();
    await restored.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
