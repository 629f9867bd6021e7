import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

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
export async function writeFullLayoutFile(
  file: string,
  count: number,
): Promise<{ streetRows: number }> {
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
