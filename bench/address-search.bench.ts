// Address search latency (issue 3, item 5): server-side p50/p95 of AddressRepository.search over
// 1,000 realistic prefixes (3 to 20 characters, cut from real roads and their addresses in the
// index) on
//   (a) PostgreSQL with at least 2,000,000 addresses generated from the 79,153 real roads, in a
//       fresh database dropped afterwards (BENCH_POSTGRES_URL, else TEST_POSTGRES_URL, else
//       postgres://postgres@127.0.0.1:5432/postgres; the role must be allowed to create databases);
//   (b) the shipped demo index on PGlite (in memory), whose seeding time is reported too;
// each against an unindexed scan measured in the same run: ILIKE on the raw display text with
// index and bitmap scans turned off. Targets: p95 <= 30 ms on PostgreSQL, <= 50 ms on PGlite.
// Writes the figures to stdout and into bench/README.md. Run: npm run bench -- address-search
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { AddressRepository } from '#server/address-search/address-repository.ts';
import { seedDemoAddresses } from '#server/address-search/seed-demo.ts';
import { queryRows } from '#server/address-search/sql-rows.ts';
import { sampleQueries } from './address-queries.ts';

const QUERIES = 1_000;
const WARM_UP_QUERIES = 100;
const BASELINE_QUERIES = { postgres: 60, pglite: 200 };
/** Made-up numbers per road for the big index: 23 gives a little over 2,000,000 addresses. */
const POSTGRES_DENSITY = 23;
const POSTGRES_MIN_ROWS = 2_000_000;
const TARGET_P95_MS = { postgres: 30, pglite: 50 };

interface Stats {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    mean: round(sorted.reduce((sum, n) => sum + n, 0) / sorted.length),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The search as the API runs it. */
async function measureIndexed(
  db: Database,
  queries: string[],
  warmUp: string[],
): Promise<{ stats: Stats; empty: number }> {
  const repository = new AddressRepository(db);
  for (const query of warmUp) await repository.search(query);
  const samples: number[] = [];
  let empty = 0;
  for (const query of queries) {
    let found = 0;
    samples.push(await time(async () => (found = (await repository.search(query)).length)));
    if (found === 0) empty += 1;
  }
  return { stats: stats(samples), empty };
}

/** The naive search: ILIKE on the display text, no index (index and bitmap scans off). */
async function measureUnindexed(db: Database, queries: string[]): Promise<Stats> {
  const samples: number[] = [];
  for (const query of queries) {
    samples.push(
      await time(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_indexscan = off`);
          await tx.execute(sql`set local enable_bitmapscan = off`);
          await tx.execute(sql`set local enable_indexonlyscan = off`);
          await tx.execute(sql`
            select id, full_address from addresses
            where not postal and full_address ilike ${`${query.trim().replace(/[\\%_]/g, '\\$&')}%`}
            order by full_address limit 10`);
        }),
      ),
    );
  }
  return stats(samples);
}

interface Result {
  name: string;
  driver: 'postgres' | 'pglite';
  rows: number;
  loadSeconds: number;
  tableSize: string;
  indexed: Stats;
  emptyResults: number;
  unindexed: Stats;
}

async function runOn(
  name: string,
  handle: DatabaseHandle,
  load: () => Promise<unknown>,
  seed: number,
): Promise<Result> {
  const loadMs = await time(load);
  await handle.db.execute(sql`analyze addresses`);
  const [count] = await queryRows<{ rows: number; size: string }>(
    handle.db,
    sql`select count(*)::int as rows, pg_size_pretty(pg_total_relation_size('addresses')) as size from addresses`,
  );
  const rows = count?.rows ?? 0;
  console.log(
    `${name}: ${rows.toLocaleString('en-NZ')} addresses loaded in ${(loadMs / 1000).toFixed(1)} s (table and indexes ${count?.size})`,
  );
  const queries = await sampleQueries(handle.db, QUERIES, seed);
  const warmUp = await sampleQueries(handle.db, WARM_UP_QUERIES, seed + 1);
  const { stats: indexed, empty } = await measureIndexed(handle.db, queries, warmUp);
  console.log(
    `${name}: indexed search over ${QUERIES} prefixes: p50 ${indexed.p50} ms, p95 ${indexed.p95} ms (${empty} with no result)`,
  );
  const unindexed = await measureUnindexed(
    handle.db,
    queries.slice(0, BASELINE_QUERIES[handle.driver]),
  );
  console.log(
    `${name}: unindexed ILIKE scan over ${unindexed.count} of them: p50 ${unindexed.p50} ms, p95 ${unindexed.p95} ms`,
  );
  return {
    name,
    driver: handle.driver,
    rows,
    loadSeconds: Math.round(loadMs / 100) / 10,
    tableSize: count?.size ?? '',
    indexed,
    emptyResults: empty,
    unindexed,
  };
}

/**
 * Without FORCE: the pool's last connections may still be closing, and killing them would surface
 * as an error on the closed pool. Waits for them instead (up to 10 s).
 */
async function dropDatabase(
  admin: { query(text: string): Promise<unknown> },
  name: string,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function onPostgres(): Promise<Result> {
  const adminUrl =
    process.env.BENCH_POSTGRES_URL ??
    process.env.TEST_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: pg } = await import('pg');
  const name = `address_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Seeding two million rows and building their indexes takes minutes, not a save's seconds.
    const handle = await openDatabase({ databaseUrl: url.toString(), queryTimeoutMs: 30 * 60_000 });
    try {
      return await runOn(
        'PostgreSQL',
        handle,
        async () => {
          const seeded = await seedDemoAddresses(handle.db, { density: POSTGRES_DENSITY });
          if (seeded.rows < POSTGRES_MIN_ROWS)
            throw new Error(`Only ${seeded.rows} addresses generated; raise POSTGRES_DENSITY`);
        },
        11,
      );
    } finally {
      await handle.close();
    }
  } finally {
    await dropDatabase(admin, name);
    await admin.end();
  }
}

async function onPglite(): Promise<Result> {
  const handle = await openDatabase({ pgliteDataDir: 'memory://' });
  try {
    return await runOn(
      'PGlite (shipped demo index)',
      handle,
      () => seedDemoAddresses(handle.db),
      22,
    );
  } finally {
    await handle.close();
  }
}

function report(results: Result[]): string {
  const ratio = (slow: number, fast: number) => `${Math.round(slow / Math.max(fast, 0.01))}x`;
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPU cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${os.loadavg()[0]?.toFixed(1)} at the end.`,
    '',
    '| Index | Addresses | Load | Size | Search p50 | Search p95 | p99 | Target p95 | Unindexed p50 | Unindexed p95 | Speed-up p50 / p95 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rows.toLocaleString('en-NZ')} | ${r.loadSeconds} s | ${r.tableSize} | ${r.indexed.p50} ms | ${r.indexed.p95} ms | ${r.indexed.p99} ms | ${TARGET_P95_MS[r.driver]} ms ${r.indexed.p95 <= TARGET_P95_MS[r.driver] ? 'met' : 'MISSED'} | ${r.unindexed.p50} ms | ${r.unindexed.p95} ms | ${ratio(r.unindexed.p50, r.indexed.p50)} / ${ratio(r.unindexed.p95, r.indexed.p95)} |`,
    ),
    '',
    `Search: ${QUERIES} prefixes (after ${WARM_UP_QUERIES} warm-up queries), through AddressRepository.search, timed in the server process (no HTTP). ` +
      `Unindexed: the first ${BASELINE_QUERIES.postgres} (PostgreSQL) or ${BASELINE_QUERIES.pglite} (PGlite) of the same prefixes. ` +
      `Queries with no result: ${results.map((r) => `${r.name} ${r.emptyResults}`).join(', ')}. Load: generating and inserting the rows and building the indexes; for PGlite it is the demo seeding a fresh install does at first start.`,
  ];
  return lines.join('\n');
}

async function writeReadme(section: string): Promise<void> {
  const readme = path.join(path.dirname(fileURLToPath(import.meta.url)), 'README.md');
  const start = '<!-- address-search:start -->';
  const end = '<!-- address-search:end -->';
  const current = await readFile(readme, 'utf8');
  const before = current.slice(0, current.indexOf(start) + start.length);
  const after = current.slice(current.indexOf(end));
  if (!current.includes(start) || !current.includes(end))
    throw new Error(`bench/README.md lacks the ${start} ... ${end} markers`);
  await writeFile(readme, `${before}\n${section}\n${after}`);
}

const results = [await onPostgres(), await onPglite()];
const section = report(results);
console.log(`\n${section}`);
await writeReadme(section);
const missed = results.filter((r) => r.indexed.p95 > TARGET_P95_MS[r.driver]);
if (missed.length > 0) console.log(`\nTarget missed: ${missed.map((r) => r.name).join(', ')}`);
