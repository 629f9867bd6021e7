import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { buildAddressRow, type AddressRow } from './address-row.ts';
import { insertAddressRows } from './bulk-insert.ts';
import { partsFromLinzRecord, readLinzCsv } from './linz-csv.ts';
import type { RoadPlaces } from './road-places.ts';
import { queryRows } from './sql-rows.ts';

/** Lines per transaction: big enough to amortise a commit, small enough to lose little on a crash. */
export const IMPORT_BATCH_LINES = 5_000;

export interface ImportProgress {
  file: string;
  /** Data lines done (imported or skipped), counting lines done by earlier, interrupted runs. */
  linesDone: number;
  rowsImported: number;
  rowsSkipped: number;
  /** Where this run started: 0, or the line an interrupted run had reached. */
  resumedFromLine: number;
  finished: boolean;
}

export interface ImportOptions {
  batchLines?: number;
  /** Ignore an earlier run's progress and read the file from the top. */
  restart?: boolean;
  /** Keep the generated demo rows (by default a new import removes them: real data replaces the demo). */
  keepDemo?: boolean;
  /** Stops after the batch in progress is committed (Ctrl-C in the CLI); run again to resume. */
  signal?: AbortSignal;
  /** Called after each committed batch. */
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
}

interface ProgressRow {
  lines_done: number;
  rows_imported: number;
  rows_skipped: number;
  finished_at: string | null;
}

/** The same file (name and size) resumes; a changed file starts over. */
async function fileKey(file: string): Promise<string> {
  const { size } = await stat(file);
  return `${path.basename(file)}:${size}`;
}

/**
 * Loads a LINZ NZ Addresses CSV (the LINZ Data Service export, about 2.3 million rows, or the
 * sample's layout) into the address index.
 *
 * - Streams the file record by record and writes batches of `batchLines` lines, each in one
 *   transaction together with the progress row, so memory stays flat whatever the file's size and
 *   an interruption loses at most the batch in flight.
 * - Resumable: a second run of the same file skips the lines already done. Rows are upserted by
 *   LINZ address_id, so re-reading a line is harmless anyway.
 * - Postcodes and town sizes come from the roads data (LINZ NZ Addresses has no postcode column).
 * - Water addresses (no road), retired addresses and rows without a number are skipped and counted.
 */
export async function importLinzAddresses(
  db: Database,
  file: string,
  places: RoadPlaces,
  options: ImportOptions = {},
): Promise<ImportProgress> {
  const key = await fileKey(file);
  const batchLines = options.batchLines ?? IMPORT_BATCH_LINES;
  if (options.restart) await db.execute(sql`delete from address_imports where file_key = ${key}`);
  const [saved] = await queryRows<ProgressRow>(
    db,
    sql`select lines_done, rows_imported, rows_skipped, finished_at from address_imports where file_key = ${key}`,
  );
  const progress: ImportProgress = {
    file,
    linesDone: saved?.lines_done ?? 0,
    rowsImported: saved?.rows_imported ?? 0,
    rowsSkipped: saved?.rows_skipped ?? 0,
    resumedFromLine: saved?.lines_done ?? 0,
    finished: Boolean(saved?.finished_at),
  };
  if (progress.finished) return progress;
  if (!saved && !options.keepDemo) await db.execute(sql`delete from addresses where generated`);

  let rows: AddressRow[] = [];
  let skipped = 0;
  let lastLine = progress.linesDone;
  let lastAddressId: string | null = null;

  const commit = async (finished: boolean) => {
    // A file listing an address twice in one batch would make the upsert touch a row twice.
    const batch = [...new Map(rows.map((row) => [row.sourceId, row])).values()];
    const batchSkipped = skipped + rows.length - batch.length;
    await db.transaction(async (tx) => {
      await insertAddressRows(tx, batch);
      await tx.execute(sql`
        insert into address_imports (file_key, lines_done, last_address_id, rows_imported, rows_skipped, finished_at, updated_at)
        values (${key}, ${lastLine}, ${lastAddressId}, ${progress.rowsImported + batch.length},
          ${progress.rowsSkipped + batchSkipped}, ${finished ? sql`now()` : null}, now())
        on conflict (file_key) do update set lines_done = excluded.lines_done, last_address_id = excluded.last_address_id,
          rows_imported = excluded.rows_imported, rows_skipped = excluded.rows_skipped,
          finished_at = excluded.finished_at, updated_at = now()`);
    });
    Object.assign(progress, {
      linesDone: lastLine,
      rowsImported: progress.rowsImported + batch.length,
      rowsSkipped: progress.rowsSkipped + batchSkipped,
      finished,
    });
    rows = [];
    skipped = 0;
    await options.onProgress?.({ ...progress });
  };

  for await (const { line, record, layout } of readLinzCsv(file)) {
    if (line <= progress.resumedFromLine) continue;
    const parts = partsFromLinzRecord(record, layout, places);
    if (parts) rows.push(buildAddressRow(parts));
    else skipped += 1;
    lastLine = line;
    lastAddressId = record.address_id ?? lastAddressId;
    if (lastLine - progress.linesDone >= batchLines) {
      await commit(false);
      if (options.signal?.aborted) return progress;
    }
  }
  await commit(true);
  return progress;
}
