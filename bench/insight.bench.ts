// Funnel insight at scale (issue 22, item 5): the staff's funnel and fields reports over
// 1,000,000 events of 100,000 applications on PostgreSQL, read from the roll-up (what the pages
// use) against the same funnel computed from every event (the raw query), in the same run.
// Target: the roll-up's p95 under 200 ms. A fresh database is made and dropped (BENCH_POSTGRES_URL,
// else TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/postgres).
// Writes the figures to stdout and into bench/README.md. Run: npm run bench -- insight
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createTestPostgresDatabase } from '#server/test-support/test-app.ts';
import { queryRows } from '#server/address-search/sql-rows.ts';
import { rollUpInsight } from '#server/insight/rollup.ts';
import { fieldReport, funnelReport } from '#server/insight/report.ts';
import type { InsightFilters } from '#domain/insight/funnel.ts';

const APPLICATIONS = 100_000;
const EVENTS_PER_APPLICATION = 10;
const DAYS = 90;
const FIRST_DAY = '2026-01-01';
const ROLLUP_QUERIES = 200;
const RAW_QUERIES = 5;
const TARGET_P95_MS = 200;

const adminUrl =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    max: round(sorted.at(-1)!),
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * 100,000 applications, each with ten events: the views and saves of the steps it reached, then
 * validation failures on the step it stopped at and its leaving (or, for a quarter, submission and
 * a decision), spread over 90 days, with sources, referrers, devices and channels.
 */
async function seed(db: Database) {
  await db.execute(sql`
    insert into applications (id, token, guid, source, form_data)
    select md5('app' || g)::uuid, 'token-' || g, 'guid-' || g,
      (array['Website','Broker','Joint Borrower','Branch','Staff'])[1 + g % 5], '{}'::jsonb
    from generate_series(1, ${APPLICATIONS}) g`);
  await db.execute(sql`
    insert into insight_events (occurred_at, name, application_id, visit_id, step, field,
      error_kind, outcome, source, referrer, device, channel)
    select ${FIRST_DAY}::timestamptz + ((g % ${DAYS}) || ' days')::interval
        + ((g % 600) || ' minutes')::interval + (e * 90 || ' seconds')::interval,
      case when e <= 2 * r - 1 then (case when e % 2 = 1 then 'step_viewed' else 'step_saved' end)
        when r = 4 and e = 8 then 'step_saved' when r = 4 and e = 9 then 'submitted'
        when r = 4 and e = 10 then 'decision' when e = 10 then 'step_left'
        else 'validation_failed' end,
      md5('app' || g)::uuid, 'visit-' || g,
      case when e <= 2 * r then (e + 1) / 2 else r end,
      case when e > 2 * r - 1 and not (r = 4 and e >= 8)
        then (array['Email','ContactNumber','DriverLicenceNumber','EmploymentCompany','Address'])[1 + (g + e) % 5] end,
      case when e > 2 * r - 1 and e < 10 and not (r = 4 and e >= 8)
        then (array['required','pattern','max'])[1 + e % 3] end,
      case when r = 4 and e = 10 then (array['approved','declined'])[1 + g % 2] end,
      case when e % 2 = 0 then (array['Website','Broker','Joint Borrower','Branch','Staff'])[1 + g % 5] end,
      case when e % 2 = 0 then (array['','fast-500','kowhai-motors'])[1 + g % 3] end,
      case when e % 2 = 1 then (array['phone','tablet','desktop'])[1 + g % 3] end,
      case when e % 2 = 1 then (array['direct','utm:google/cpc','news.example.nz','utm:newsletter'])[1 + g % 4] end
    from generate_series(1, ${APPLICATIONS}) g
    cross join lateral (select 1 + (g * 7919) % 4 as r) reach
    cross join generate_series(1, ${EVENTS_PER_APPLICATION}) e`);
  await db.execute(sql`analyze`);
}

/** Date ranges of a week, a month and the quarter, with and without a breakdown filter. */
function filtersFor(i: number): InsightFilters {
  const length = [7, 30, 90][i % 3]!;
  const start = new Date(
    Date.parse(`${FIRST_DAY}T00:00:00Z`) + ((i * 11) % (DAYS - length + 1)) * 86_400_000,
  );
  const end = new Date(start.getTime() + (length - 1) * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const filter = [{}, { source: 'Broker' }, { device: 'phone' }, { channel: 'utm:google/cpc' }][
    i % 4
  ];
  return { from: day(start), to: day(end), ...filter };
}

async function main() {
  const database = await createTestPostgresDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: database.url, queryTimeoutMs: 600_000 });
  try {
    const seedMs = await timed(() => seed(handle.db));
    const [{ events }] = (await queryRows<{ events: number }>(
      handle.db,
      sql`select count(*)::int as events from insight_events`,
    )) as [{ events: number }];
    const rollupMs = await timed(() => rollUpInsight({ db: handle.db, clock: () => new Date() }));
    const rollup: number[] = [];
    const fields: number[] = [];
    for (let i = 0; i < 10; i += 1) await funnelReport(handle.db, filtersFor(i));
    for (let i = 0; i < ROLLUP_QUERIES; i += 1) {
      rollup.push(await timed(() => funnelReport(handle.db, filtersFor(i))));
      fields.push(await timed(() => fieldReport(handle.db, filtersFor(i))));
    }
    const raw: number[] = [];
    for (let i = 0; i < RAW_QUERIES; i += 1)
      raw.push(await timed(() => funnelReport(handle.db, filtersFor(i), 'events')));
    const same =
      JSON.stringify(await funnelReport(handle.db, filtersFor(0), 'rollup')) ===
      JSON.stringify(await funnelReport(handle.db, filtersFor(0), 'events'));
    const r = stats(rollup);
    const f = stats(fields);
    const w = stats(raw);
    const met = r.p95 < TARGET_P95_MS && f.p95 < TARGET_P95_MS;
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const report = [
      `Run ${when} UTC on ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
      '',
      '| Query | Events | Applications | Runs | p50 | p95 | max | Target p95 |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      `| Funnel from the roll-up | ${events.toLocaleString('en-NZ')} | ${APPLICATIONS.toLocaleString('en-NZ')} | ${r.count} | ${r.p50} ms | ${r.p95} ms | ${r.max} ms | ${TARGET_P95_MS} ms ${r.p95 < TARGET_P95_MS ? 'met' : 'missed'} |`,
      `| Fields from the roll-up | ${events.toLocaleString('en-NZ')} | ${APPLICATIONS.toLocaleString('en-NZ')} | ${f.count} | ${f.p50} ms | ${f.p95} ms | ${f.max} ms | ${TARGET_P95_MS} ms ${f.p95 < TARGET_P95_MS ? 'met' : 'missed'} |`,
      `| Funnel from every event (raw) | ${events.toLocaleString('en-NZ')} | ${APPLICATIONS.toLocaleString('en-NZ')} | ${w.count} | ${w.p50} ms | ${w.p95} ms | ${w.max} ms | baseline |`,
      '',
      `Speed-up p50 ${Math.round(w.p50 / r.p50)}x. Seeding ${(seedMs / 1000).toFixed(1)} s; the first roll-up of every journey ${(rollupMs / 1000).toFixed(1)} s. Roll-up and raw funnel agree: ${same ? 'yes' : 'NO'}. Filters cycle through 7, 30 and 90-day ranges, with none, a source, a device or a channel.`,
    ].join('\n');
    console.log(report);
    const readme = path.join(path.dirname(fileURLToPath(import.meta.url)), 'README.md');
    const text = await readFile(readme, 'utf8');
    const block = `<!-- insight:start -->\n\n${report}\n<!-- insight:end -->`;
    await writeFile(
      readme,
      text.includes('<!-- insight:start -->')
        ? text.replace(/<!-- insight:start -->[\s\S]*<!-- insight:end -->/, block)
        : `${text.trimEnd()}\n\n## Funnel insight (\`insight.bench.ts\`)\n\nThe staff's funnel and fields reports (\`src/server/insight/report.ts\`, behind \`/api/staff/insight/\`) over 1,000,000 events of 100,000 applications on PostgreSQL, read from the roll-up (decision 085) against the funnel computed from every event in the same run. Target: p95 under 200 ms.\n\n${block}\n`,
    );
    if (!met || !same) process.exitCode = 1;
  } finally {
    await handle.close();
    await database.drop();
  }
}

await main();
