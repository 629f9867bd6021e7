// `npm run addresses:import -- FILE.csv [--restart] [--keep-demo]`: loads a LINZ NZ Addresses CSV
// into the address index of the configured database (DATABASE_URL, else the embedded PGlite under
// DATA_DIR; stop the server first, PGlite allows one process). Progress goes to stderr; Ctrl-C
// stops after the current batch, and running the same command again resumes.
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { EnvError, readEnv } from '../env.ts';
import { importLinzAddresses, type ImportProgress } from './import-linz.ts';
import { LinzFormatError } from './linz-csv.ts';
import { RoadPlaces } from './road-places.ts';
import { DEMO_ROADS_FILE } from './seed-demo.ts';

const usage = 'Usage: npm run addresses:import -- FILE.csv [--restart] [--keep-demo]';

const IMPORT_QUERY_TIMEOUT_MS = 10 * 60_000;

/** Progress to stderr, at most once a second and once at the end, with the rate since the start. */
function progressReporter() {
  const started = performance.now();
  let lastReport = 0;
  const report = (progress: ImportProgress) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = Math.round(
      (progress.linesDone - progress.resumedFromLine) / Math.max(seconds, 0.001),
    );
    console.error(
      `addresses: ${progress.linesDone.toLocaleString('en-NZ')} lines, ${progress.rowsImported.toLocaleString('en-NZ')} imported, ` +
        `${progress.rowsSkipped.toLocaleString('en-NZ')} skipped (${rate.toLocaleString('en-NZ')} lines/s)`,
    );
  };
  return {
    report,
    onProgress(progress: ImportProgress) {
      if (performance.now() - lastReport < 1000 && !progress.finished) return;
      lastReport = performance.now();
      report(progress);
    },
  };
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      restart: { type: 'boolean', default: false },
      'keep-demo': { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 2;
  }
  let env;
  try {
    env = readEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: path.join(env.DATA_DIR, 'pglite'),
    // Batches of thousands of rows and their index updates may take longer than a save.
    queryTimeoutMs: IMPORT_QUERY_TIMEOUT_MS,
  });
  const abort = new AbortController();
  process.once('SIGINT', () => {
    console.error('\nStopping after the current batch ...');
    abort.abort();
  });

  const { report, onProgress } = progressReporter();
  try {
    const places = await RoadPlaces.fromFile(DEMO_ROADS_FILE);
    const result = await importLinzAddresses(database.db, file, places, {
      restart: values.restart,
      keepDemo: values['keep-demo'],
      signal: abort.signal,
      onProgress,
    });
    if (result.resumedFromLine > 0)
      console.error(`Resumed after line ${result.resumedFromLine.toLocaleString('en-NZ')}.`);
    if (result.finished) {
      report(result);
      console.error(`Done: ${file} is in the address index (${database.driver}).`);
      return 0;
    }
    console.error(
      `Interrupted after line ${result.linesDone.toLocaleString('en-NZ')}; run the same command again to resume.`,
    );
    return 130;
  } catch (error) {
    if (error instanceof LinzFormatError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
