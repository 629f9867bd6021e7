import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { CONTENT_DIR } from '../paths.ts';
import { buildAddressRow, type AddressRow } from './address-row.ts';
import {
  ADDRESS_INSERT_BATCH_ROWS,
  insertAddressRows,
  withSearchIndexesRebuilt,
} from './bulk-insert.ts';
import { queryRows, type SqlExecutor } from './sql-rows.ts';
import { generateDemoAddresses, type DemoGenerationOptions } from './demo-addresses.ts';
import { partsFromLinzRecord, readLinzCsv } from './linz-csv.ts';
import { RoadPlaces, readRoadRecords, type RoadRecord } from './road-places.ts';
import { PlaceCoordinates } from './nz-places.ts';

/** The demo data shipped with the product (content/nz-addresses/README.md has sources and licences). */
export const DEMO_ADDRESS_DIR = path.join(CONTENT_DIR, 'nz-addresses');
export const DEMO_ROADS_FILE = path.join(DEMO_ADDRESS_DIR, 'nz-roads-with-postcodes.csv');
export const DEMO_LINZ_FILE = path.join(DEMO_ADDRESS_DIR, 'linz-addresses-sample.csv');

export async function readDemoRoads(file = DEMO_ROADS_FILE): Promise<RoadRecord[]> {
  const roads: RoadRecord[] = [];
  for await (const road of readRoadRecords(file)) roads.push(road);
  return roads;
}

/** Collects rows and writes them a batch at a time. */
class RowWriter {
  private pending: AddressRow[] = [];
  count = 0;

  constructor(private readonly db: SqlExecutor) {}

  async add(row: AddressRow): Promise<void> {
    this.pending.push(row);
    this.count += 1;
    if (this.pending.length >= ADDRESS_INSERT_BATCH_ROWS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    await insertAddressRows(this.db, batch);
  }
}

export interface SeedResult {
  rows: number;
  linzRows: number;
  milliseconds: number;
}

/**
 * Loads the demo index: the 2,726 real LINZ address points as they are, then the addresses
 * generated from the 79,153 real roads. One transaction, so an interrupted seed leaves the table
 * empty and the next start seeds again.
 */
export async function seedDemoAddresses(
  db: Database,
  options: DemoGenerationOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const roads = await readDemoRoads();
  const places = new RoadPlaces();
  for (const road of roads) places.add(road);

  let linzRows = 0;
  const rows = await db.transaction((tx) =>
    withSearchIndexesRebuilt(tx, async () => {
      const writer = new RowWriter(tx);
      for await (const { record, layout } of readLinzCsv(DEMO_LINZ_FILE)) {
        const parts = partsFromLinzRecord(record, layout, places);
        if (!parts) continue;
        await writer.add(buildAddressRow(parts));
        linzRows += 1;
      }
      const coordinates = options.places ?? PlaceCoordinates.fromFiles();
      for (const parts of generateDemoAddresses(roads, places, { ...options, places: coordinates }))
        await writer.add(buildAddressRow(parts));
      await writer.flush();
      return writer.count;
    }),
  );
  return { rows, linzRows, milliseconds: Math.round(performance.now() - started) };
}

export async function addressIndexIsEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from addresses) as "any"`,
  );
  return !row?.any;
}

/** At start (SEED_DEMO_DATA): seeds only an empty index, so imported LINZ data is never mixed with demo rows. */
export async function seedDemoAddressesIfEmpty(db: Database): Promise<SeedResult | null> {
  if (!(await addressIndexIsEmpty(db))) return null;
  return seedDemoAddresses(db);
}
