import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import type { AddressParts } from './address-row.ts';
import { roadFromParts } from './road-name.ts';
import type { RoadPlaces } from './road-places.ts';

/**
 * The two layouts of LINZ NZ Addresses (layer 105689) we read:
 * - `full`: the LINZ Data Service CSV export (WKT, address_id, ..., unit_type, unit_value,
 *   level_type, level_value, ..., gd2000_xcoord, gd2000_ycoord, plus _ascii copies); no postcode.
 * - `sample`: the open_nz_postcodes fixture shipped as demo data (unit, postcode, longitude, latitude).
 */
export type LinzLayout = 'full' | 'sample';

export type LinzRecord = Record<string, string | undefined>;

const REQUIRED_COLUMNS: Record<LinzLayout, string[]> = {
  full: [
    'address_id',
    'address_number',
    'road_name',
    'suburb_locality',
    'town_city',
    'gd2000_xcoord',
    'gd2000_ycoord',
  ],
  sample: [
    'address_id',
    'address_number',
    'road_name',
    'suburb_locality',
    'town_city',
    'longitude',
    'latitude',
  ],
};

export class LinzFormatError extends Error {}

export function detectLayout(columns: readonly string[]): LinzLayout {
  const has = (names: string[]) => names.every((name) => columns.includes(name));
  if (has(REQUIRED_COLUMNS.full)) return 'full';
  if (has(REQUIRED_COLUMNS.sample)) return 'sample';
  throw new LinzFormatError(
    `Not a LINZ NZ Addresses CSV: expected the columns ${REQUIRED_COLUMNS.full.join(', ')} (LINZ export) or ${REQUIRED_COLUMNS.sample.join(', ')} (sample layout).`,
  );
}

export interface LinzLine {
  /** 1-based data line number (the header is line 0). */
  line: number;
  record: LinzRecord;
}

/**
 * Streams a LINZ CSV record by record (never the whole file): the caller's `for await` pulls one
 * record at a time, so a slow database throttles the file read.
 */
export async function* readLinzCsv(
  file: string,
): AsyncGenerator<LinzLine & { layout: LinzLayout }> {
  let layout: LinzLayout | undefined;
  const parser = createReadStream(file).pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      columns: (header: string[]) => {
        const columns = header.map((name) => name.trim().toLowerCase());
        layout = detectLayout(columns);
        return columns;
      },
    }),
  );
  let line = 0;
  for await (const record of parser as AsyncIterable<LinzRecord>) {
    line += 1;
    yield { line, record, layout: layout as LinzLayout };
  }
}

function field(record: LinzRecord, name: string): string | null {
  const value = record[name]?.trim();
  return value ? value : null;
}

function coordinate(record: LinzRecord, name: string): number | null {
  const value = Number.parseFloat(record[name] ?? '');
  return Number.isFinite(value) ? value : null;
}

/**
 * One LINZ record as address parts, or null for records that are not a street address we can
 * offer: water addresses (no road), retired addresses, rows without a number.
 */
export function partsFromLinzRecord(
  record: LinzRecord,
  layout: LinzLayout,
  places: RoadPlaces,
): AddressParts | null {
  const addressId = field(record, 'address_id');
  const roadName = field(record, 'road_name');
  const addressNumber = field(record, 'address_number');
  if (!addressId || !roadName || !addressNumber) return null;
  if (field(record, 'address_lifecycle') === 'Retired') return null;

  const name = [field(record, 'road_name_prefix'), roadName].filter(Boolean).join(' ');
  const road = roadFromParts(name, field(record, 'road_type_name'), field(record, 'road_suffix'));
  const high = field(record, 'address_number_high');
  const suburb = field(record, 'suburb_locality');
  const city = field(record, 'town_city');
  const number = `${field(record, 'address_number_prefix') ?? ''}${addressNumber}${high ? `-${high}` : ''}`;
  const common = {
    sourceId: `linz:${addressId}`,
    generated: false,
    number,
    alpha: field(record, 'address_number_suffix'),
    road,
    suburb,
    city,
    placeRank: places.rankOf({ suburb, city }),
  };
  if (layout === 'sample') {
    return {
      ...common,
      unitIdentifier: field(record, 'unit'),
      postcode:
        field(record, 'postcode') ??
        places.postcodeOf({ roadId: field(record, 'road_id'), road: road.full, suburb, city }),
      lat: coordinate(record, 'latitude'),
      long: coordinate(record, 'longitude'),
    };
  }
  const level = [field(record, 'level_type'), field(record, 'level_value')]
    .filter(Boolean)
    .join(' ');
  return {
    ...common,
    unitType: field(record, 'unit_type'),
    unitIdentifier: field(record, 'unit_value'),
    floor: level || null,
    postcode: places.postcodeOf({
      roadId: field(record, 'road_id'),
      road: road.full,
      suburb,
      city,
    }),
    lat: coordinate(record, 'gd2000_ycoord'),
    long: coordinate(record, 'gd2000_xcoord'),
  };
}
