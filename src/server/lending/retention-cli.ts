// `npm run retention -- --dry-run`: lists what the retention schedule would delete now (kind, id,
// rule; no personal data), or with `--apply` runs it as the daily job does (issue 21, decision 097).
// "Now" is the server's clock: the demo clock in the embedded demo (DEMO_CLOCK_START, decision 110),
// so the CLI judges by the same time as the job. The schedule is the lender's
// (content/lending/retention-schedule.ts, decision 138).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createFileStorage } from '../adapters/storage/index.ts';
import { openDatabase } from '../db/client.ts';
import { readEnv, runCommand } from '../env.ts';
import { serverClock } from '../services.ts';
import { runRetention } from './retention.ts';

const USAGE = 'Usage: npm run retention -- --dry-run | --apply';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean' }, apply: { type: 'boolean' } },
  });
  if (Boolean(values['dry-run']) === Boolean(values.apply)) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: path.join(env.DATA_DIR, 'pglite'),
  });
  try {
    const run = await runRetention({
      db: handle.db,
      storage: await createFileStorage(env),
      clock: serverClock(env),
      dryRun: Boolean(values['dry-run']),
    });
    for (const due of run.due) console.log(`${due.kind}\t${due.id}\t${due.rule}`);
    console.log(
      `${run.dryRun ? 'Would delete' : 'Deleted'} ${run.due.length} item(s)` +
        (run.dryRun ? '.' : `, ${run.filesRemoved} file(s) removed from storage.`),
    );
    return 0;
  } finally {
    await handle.close();
  }
}

await runCommand(main);
