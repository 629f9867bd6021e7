// The lender's workspace at scale (issue 20 "Scale and speed", decision 078): in a fresh
// PostgreSQL database (BENCH_POSTGRES_URL, else TEST_POSTGRES_URL, else
// postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards) with 100,000 generated
// applications and 1,000,000 audit rows, the server-side p95 of
//   - the queue's first page (queuePage, no filter),
//   - a filtered, searched page (status, branch, amount range and a name prefix),
//   - an application page's data (applicationView),
// each against a baseline measured in the same run: the same page read from the answers' JSON
// with no generated column or index. Targets: queue p95 <= 50 ms, application p95 <= 30 ms.
// Run: npm run bench -- staff-workspace
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createTestPostgresDatabase } from '#server/test-support/test-app.ts';
import { queuePage } from '#server/staff/queue.ts';
import { applicationView } from '#server/staff/application-view.ts';
import { readQueueQuery } from '#domain/staff/queue-query.ts';
import {
  APPLICATIONS,
  AUDITS_PER_APPLICATION,
  LAST_NAMES,
  generate,
} from './generated-applications.ts';

const SAMPLES = 200;
const BASELINE_SAMPLES = 20;
const TARGET_P95_MS = { queue: 50, application: 30 };

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.ceil(0.95 * sorted.length) - 1] ?? 0) * 100) / 100;
}

async function measure(times: number, run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return p95(samples);
}

/** The baseline: the same page read from the answers' JSON, with no generated column or index. */
const baselineQueue = (db: Database, where: string) =>
  Promise.all([
    db.execute(
      sql.raw(
        `select coalesce(workflow_status, case when complete then 'submitted' else 'in-progress' end) s, count(*) from applications ${where} group by 1`,
      ),
    ),
    db.execute(
      sql.raw(
        `select reference_number, form_data->>'FirstName', form_data->>'LastName', form_data->>'LoanAmount' from applications ${where} order by case when complete then updated_at end desc nulls last, reference_number desc limit 25`,
      ),
    ),
  ]);

async function main() {
  const adminUrl =
    process.env.BENCH_POSTGRES_URL ??
    process.env.TEST_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await createTestPostgresDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: database.url });
  try {
    let started = performance.now();
    await generate(database.url);
    console.log(
      `generated ${APPLICATIONS} applications and ${APPLICATIONS * AUDITS_PER_APPLICATION} audit rows in ${Math.round(performance.now() - started)} ms`,
    );
    const now = new Date();
    const first = readQueueQuery(new URLSearchParams());
    const searched = (i: number) =>
      readQueueQuery(
        new URLSearchParams({
          status: 'in-review',
          branch: String(1 + (i % 12)),
          min: '2000',
          max: '40000',
          q: LAST_NAMES[i % 10]!.slice(0, 3 + (i % 3)),
        }),
      );
    const actor = { id: 'staff-1', roles: ['officer'] };
    const deps = { db: handle.db, actor, requestId: 'bench', now, officerApprovalLimit: 10_000 };
    started = performance.now();
    const results = {
      queueFirst: await measure(SAMPLES, () => queuePage(handle.db, first, 'staff-1', now)),
      queueFirstBaseline: await measure(BASELINE_SAMPLES, () => baselineQueue(handle.db, '')),
      queueSearched: await measure(SAMPLES, (i) =>
        queuePage(handle.db, searched(i), 'staff-1', now),
      ),
      queueSearchedBaseline: await measure(BASELINE_SAMPLES, (i) =>
        baselineQueue(
          handle.db,
          `where coalesce(workflow_status, case when complete then 'submitted' else 'in-progress' end) = 'in-review' and coalesce(form_data->>'PreferredBranch', preset_branch) = '${1 + (i % 12)}' and (form_data->>'LoanAmount')::bigint between 2000 and 40000 and lower(form_data->>'LastName') like '${LAST_NAMES[i % 10]!.slice(0, 3 + (i % 3)).toLowerCase()}%'`,
        ),
      ),
      application: await measure(SAMPLES, (i) =>
        applicationView(deps, String(1_000_001 + ((i * 487) % APPLICATIONS))),
      ),
      applicationBaseline: await measure(BASELINE_SAMPLES, (i) =>
        handle.db.execute(
          sql.raw(
            `select a.*, (select json_agg(x) from (select version, step, created_at from application_audits au where au.application_id = a.id order by version desc) x) from applications a where (form_data->>'Email') = 'person${1 + ((i * 487) % APPLICATIONS)}@example.co.nz'`,
          ),
        ),
      ),
    };
    console.log(`measured in ${Math.round(performance.now() - started)} ms`);
    // The machine may be shared: its load is part of the figures.
    console.log(
      `${new Date().toISOString()} on ${cpus().length} CPU cores, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')} (1, 5, 15 min)`,
    );
    console.table({
      'queue, first page': {
        p95: results.queueFirst,
        baseline: results.queueFirstBaseline,
        ratio: +(results.queueFirstBaseline / results.queueFirst).toFixed(1),
        target: TARGET_P95_MS.queue,
      },
      'queue, filtered and searched': {
        p95: results.queueSearched,
        baseline: results.queueSearchedBaseline,
        ratio: +(results.queueSearchedBaseline / results.queueSearched).toFixed(1),
        target: TARGET_P95_MS.queue,
      },
      'application page data': {
        p95: results.application,
        baseline: results.applicationBaseline,
        ratio: +(results.applicationBaseline / results.application).toFixed(1),
        target: TARGET_P95_MS.application,
      },
    });
    const ok =
      results.queueFirst <= TARGET_P95_MS.queue &&
      results.queueSearched <= TARGET_P95_MS.queue &&
      results.application <= TARGET_P95_MS.application;
    process.exitCode = ok ? 0 : 1;
  } finally {
    await handle.close();
    await database.drop();
  }
}

await main();
