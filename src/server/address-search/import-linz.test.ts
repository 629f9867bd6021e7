import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { ROOT_DIR } from '../paths.ts';
import { buildAddressRow } from './address-row.ts';
import { AddressRepository } from './address-repository.ts';
import { insertAddressRows } from './bulk-insert.ts';
import { importLinzAddresses, type ImportProgress } from './import-linz.ts';
import { LinzFormatError } from './linz-csv.ts';
import { parseRoadName } from './road-name.ts';
import { RoadPlaces } from './road-places.ts';
import { DEMO_LINZ_FILE, DEMO_ROADS_FILE } from './seed-demo.ts';
import { queryRows } from './sql-rows.ts';

/** The LINZ Data Service CSV export's columns (shared/data/README.md), _ascii copies included. */
const FULL_COLUMNS = [
  'WKT',
  'address_id',
  'source_dataset',
  'change_id',
  'full_address_number',
  'full_road_name',
  'full_address',
  'territorial_authority',
  'unit_type',
  'unit_value',
  'level_type',
  'level_value',
  'address_number_prefix',
  'address_number',
  'address_number_suffix',
  'address_number_high',
  'road_name_prefix',
  'road_name',
  'road_type_name',
  'road_suffix',
  'water_name',
  'water_body_name',
  'suburb_locality',
  'town_city',
  'address_class',
  'address_lifecycle',
  'gd2000_xcoord',
  'gd2000_ycoord',
  'road_name_ascii',
  'water_name_ascii',
  'water_body_name_ascii',
  'suburb_locality_ascii',
  'town_city_ascii',
  'full_road_name_ascii',
  'full_address_ascii',
];

const csvField = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** Real roads and suburbs (so the postcode lookup has something to find), made-up numbers. */
const STREETS = [
  {
    road_name: 'Queen',
    road_type_name: 'Street',
    suburb_locality: 'Auckland Central',
    town_city: 'Auckland',
    postcode: '1010',
  },
  {
    road_name: 'Akarātā',
    road_type_name: 'Road',
    suburb_locality: 'Putaruru',
    town_city: '',
    postcode: '3411',
  },
  {
    road_name: 'Whanake',
    road_type_name: 'Te Ara',
    suburb_locality: 'Te Arai',
    town_city: 'Wellsford',
    postcode: null,
  },
];

/**
 * Writes a CSV in the full LINZ layout: every 10th address a unit, every 25th on a level, every
 * 50th a range; one water address and one retired address among them (skipped).
 */
async function writeFullLayoutFile(file: string, count: number): Promise<{ streetRows: number }> {
  const out = createWriteStream(file);
  out.write(`${FULL_COLUMNS.join(',')}\n`);
  let streetRows = 0;
  for (let i = 1; i <= count; i += 1) {
    const street = STREETS[i % STREETS.length] as (typeof STREETS)[number];
    const record: Record<string, string> = Object.fromEntries(FULL_COLUMNS.map((c) => [c, '']));
    Object.assign(record, street, {
      WKT: `POINT (174.${i} -36.${i})`,
      address_id: String(900_000 + i),
      address_number: String(i),
      unit_type: i % 10 === 0 ? 'Flat' : '',
      unit_value: i % 10 === 0 ? '2' : '',
      level_type: i % 25 === 0 ? 'Level' : '',
      level_value: i % 25 === 0 ? '3' : '',
      address_number_high: i % 50 === 0 ? String(i + 4) : '',
      address_class: 'Thoroughfare',
      address_lifecycle: i === 7 ? 'Retired' : 'Current',
      gd2000_xcoord: `174.${i}`,
      gd2000_ycoord: `-36.${i}`,
    });
    delete record.postcode;
    if (i === 11)
      Object.assign(record, {
        road_name: '',
        road_type_name: '',
        water_name: 'Kawau Bay',
        address_class: 'Water',
      });
    if (record.road_name && record.address_lifecycle !== 'Retired') streetRows += 1;
    if (!out.write(`${FULL_COLUMNS.map((c) => csvField(record[c] ?? '')).join(',')}\n`))
      await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { streetRows };
}

let database: DatabaseHandle;
let places: RoadPlaces;
let dir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  places = await RoadPlaces.fromFile(DEMO_ROADS_FILE);
  dir = await mkdtemp(path.join(os.tmpdir(), 'linz-import-'));
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.execute(sql`delete from addresses`);
  await database.db.execute(sql`delete from address_imports`);
});

const countRows = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from addresses`))[0]
    ?.n;

describe('importLinzAddresses', () => {
  it('loads the LINZ sample layout: every point with its postcode, unit, letter and coordinates', async () => {
    const result = await importLinzAddresses(database.db, DEMO_LINZ_FILE, places, {
      batchLines: 1000,
    });
    expect(result).toMatchObject({
      linesDone: 2726,
      rowsImported: 2726,
      rowsSkipped: 0,
      finished: true,
    });
    expect(await countRows()).toBe(2726);
    const repository = new AddressRepository(database.db);
    const [unit] = await repository.search('Unit 7A, 256 Blind Bay Road');
    expect(unit?.Address).toBe('7A/256 Blind Bay Road, Great Barrier Island (Aotea Island) 0991');
    expect(await repository.detail(unit?.Id ?? '')).toMatchObject({
      UnitIdentifier: '7A',
      Number: '256',
      Postcode: '0991',
      Lat: -36.2526425,
      Long: 175.4358326,
    });
  });

  it('loads the LINZ export layout: units, levels, ranges and macrons, postcodes looked up from the roads, water and retired addresses skipped', async () => {
    const file = path.join(dir, 'full.csv');
    const { streetRows } = await writeFullLayoutFile(file, 600);
    const result = await importLinzAddresses(database.db, file, places, { batchLines: 250 });
    expect(result).toMatchObject({
      linesDone: 600,
      rowsImported: streetRows,
      rowsSkipped: 600 - streetRows,
      finished: true,
    });

    const repository = new AddressRepository(database.db);
    const detailOf = async (query: string) =>
      repository.detail((await repository.search(query))[0]?.Id ?? '');
    expect(await detailOf('Flat 2, 30 Queen Street')).toMatchObject({
      UnitType: 'Flat',
      UnitIdentifier: '2',
      Number: '30',
      StreetName: 'Queen',
      StreetType: 'Street',
      Suburb: 'Auckland Central',
      City: 'Auckland',
      Postcode: '1010',
      Lat: -36.3,
      Long: 174.3,
    });
    expect(await detailOf('2/100-104 Akarata Rd')).toMatchObject({
      UnitIdentifier: '2',
      Floor: 'Level 3',
      Number: '100-104',
      Street: 'Akarātā Road',
      Postcode: '3411',
    });
    expect((await repository.search('75 Queen Street'))[0]?.Address).toBe(
      'Level 3, 75 Queen Street, Auckland Central, Auckland 1010',
    );
    // LINZ puts Te Ara before the name; a road the roads data gives no single postcode keeps none.
    expect(await detailOf('5 Te Ara Whanake')).toMatchObject({
      Street: 'Te Ara Whanake',
      StreetName: 'Te Ara Whanake',
      StreetType: null,
      Postcode: null,
    });
  });

  it('resumes after an interruption where it stopped, without duplicates', async () => {
    const file = path.join(dir, 'resume.csv');
    const { streetRows } = await writeFullLayoutFile(file, 1000);
    const crashAfterTwoBatches = (progress: ImportProgress) => {
      if (progress.linesDone >= 200) throw new Error('power cut');
    };
    await expect(
      importLinzAddresses(database.db, file, places, {
        batchLines: 100,
        onProgress: crashAfterTwoBatches,
      }),
    ).rejects.toThrow('power cut');
    const [saved] = await queryRows<{ lines_done: number; last_address_id: string }>(
      database.db,
      sql`select lines_done, last_address_id from address_imports`,
    );
    expect(saved).toEqual({ lines_done: 200, last_address_id: '900200' });

    const resumed = await importLinzAddresses(database.db, file, places, { batchLines: 100 });
    expect(resumed).toMatchObject({
      resumedFromLine: 200,
      linesDone: 1000,
      rowsImported: streetRows,
      finished: true,
    });
    expect(await countRows()).toBe(streetRows);
  });

  it('stops after the batch in flight when asked, and then resumes', async () => {
    const file = path.join(dir, 'abort.csv');
    const { streetRows } = await writeFullLayoutFile(file, 500);
    const abort = new AbortController();
    const stopped = await importLinzAddresses(database.db, file, places, {
      batchLines: 100,
      signal: abort.signal,
      onProgress: () => abort.abort(),
    });
    expect(stopped).toMatchObject({ linesDone: 100, finished: false });
    expect(await importLinzAddresses(database.db, file, places, { batchLines: 100 })).toMatchObject(
      { resumedFromLine: 100, rowsImported: streetRows, finished: true },
    );
  });

  it('does not read a finished file again unless asked to restart', async () => {
    await importLinzAddresses(database.db, DEMO_LINZ_FILE, places);
    expect(await importLinzAddresses(database.db, DEMO_LINZ_FILE, places)).toMatchObject({
      resumedFromLine: 2726,
      finished: true,
    });
    expect(
      await importLinzAddresses(database.db, DEMO_LINZ_FILE, places, { restart: true }),
    ).toMatchObject({ resumedFromLine: 0, rowsImported: 2726 });
    expect(await countRows()).toBe(2726);
  });

  it('replaces the generated demo rows with the real data, unless told to keep them', async () => {
    const demo = buildAddressRow({
      sourceId: 'demo:1:1',
      generated: true,
      number: '1',
      road: parseRoadName('Queen Street'),
      suburb: 'Auckland Central',
      city: 'Auckland',
      postcode: '1010',
    });
    await insertAddressRows(database.db, [demo]);
    await importLinzAddresses(database.db, DEMO_LINZ_FILE, places, { keepDemo: true });
    expect(await countRows()).toBe(2727);
    await importLinzAddresses(database.db, DEMO_LINZ_FILE, places, { restart: true });
    expect(await countRows()).toBe(2726);
  });

  it('refuses a CSV that is not LINZ NZ Addresses, naming the columns it needs', async () => {
    const file = path.join(dir, 'other.csv');
    await writeFile(file, 'name,email\nAroha,aroha@example.nz\n');
    await expect(importLinzAddresses(database.db, file, places)).rejects.toThrow(LinzFormatError);
    await expect(importLinzAddresses(database.db, file, places)).rejects.toThrow(/address_id/);
  });
});

describe('npm run addresses:import', () => {
  function runCli(
    file: string,
    dataDir: string,
    onStderr?: (text: string, child: ReturnType<typeof spawn>) => void,
  ) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/address-search/import-cli.ts', file],
      {
        cwd: ROOT_DIR,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onStderr?.(stderr, child);
    });
    return new Promise<{ code: number | null; stderr: string }>((resolve) =>
      child.on('exit', (code) => resolve({ code, stderr })),
    );
  }

  it('reports progress, stops cleanly on Ctrl-C and resumes when run again', async () => {
    const file = path.join(dir, 'cli.csv');
    const { streetRows } = await writeFullLayoutFile(file, 12_000);
    const dataDir = path.join(dir, 'cli-data');
    let interrupted = false;
    const first = await runCli(file, dataDir, (stderr, child) => {
      if (!interrupted && /addresses: [\d,]+ lines/.test(stderr)) {
        interrupted = true;
        child.kill('SIGINT');
      }
    });
    expect(first.stderr).toMatch(
      /Interrupted after line [\d,]+; run the same command again to resume\./,
    );
    expect(first.code).toBe(130);

    const second = await runCli(file, dataDir);
    expect(second.stderr).toMatch(/Resumed after line [\d,]+\./);
    expect(second.stderr).toContain(`${streetRows.toLocaleString('en-NZ')} imported`);
    expect(second.code).toBe(0);
  }, 180_000);

  it('explains its usage and refuses a missing file', async () => {
    const result = await runCli(path.join(dir, 'missing.csv'), path.join(dir, 'unused'));
    expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining('No such file') });
  });
});
