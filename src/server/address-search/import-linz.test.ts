import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { writeFullLayoutFile } from '../test-support/linz-csv-file.ts';
import { openTestDatabase } from '../test-support/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { buildAddressRow } from './address-row.ts';
import { AddressRepository } from './address-repository.ts';
import { insertAddressRows } from './bulk-insert.ts';
import { importLinzAddresses, type ImportProgress } from './import-linz.ts';
import { LinzFormatError } from './linz-csv.ts';
import { parseRoadName } from './road-name.ts';
import { RoadPlaces } from './road-places.ts';
import { DEMO_LINZ_FILE, DEMO_ROADS_FILE } from './seed-demo.ts';
import { queryRows } from './sql-rows.ts';

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
