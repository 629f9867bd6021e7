import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { GeoPoint } from '#domain/branches/geo.ts';
import { normaliseSearchText } from '#domain/branches/search.ts';
import { CONTENT_DIR } from '../paths.ts';

/** content/nz-addresses/README.md has the sources and licences of these files. */
const PLACES_DIR = path.join(CONTENT_DIR, 'nz-addresses');
export const NZ_PLACES_FILE = path.join(PLACES_DIR, 'nz-places.csv');
const MACRON_NAMES_FILE = path.join(PLACES_DIR, 'place-names-with-macrons.csv');
const PLACE_ALIASES_FILE = path.join(PLACES_DIR, 'place-names-te-reo.csv');

function readCsv(file: string): Array<Record<string, string>> {
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true, bom: true });
}

let macronNames: Map<string, string> | null = null;

/**
 * A place's official name: the roads file writes every suburb and town without macrons
 * ("Otahuhu"); the New Zealand Geographic Board's official name has them ("Ōtāhuhu").
 */
export function officialPlaceName(name: string): string {
  macronNames ??= new Map(
    readCsv(MACRON_NAMES_FILE).map((row) => [row.ascii ?? '', row.official ?? '']),
  );
  return macronNames.get(name) || name;
}

/** A suburb, locality or town with the approximate point of its centre. */
export interface Place {
  name: string;
  postcode: string;
  point: GeoPoint;
}

/**
 * Approximate coordinates of every suburb, locality and town in the roads file
 * (content/nz-addresses/nz-places.csv, built by build-places-cli.ts), by name and postcode.
 */
export class PlaceCoordinates {
  private readonly byNameAndPostcode = new Map<string, GeoPoint>();
  private readonly byPostcode = new Map<string, GeoPoint>();
  /** Every place by its normalised name, the first of each name (by postcode) first. */
  readonly byName = new Map<string, Place[]>();

  constructor(places: readonly Place[], aliases: ReadonlyArray<{ name: string; of: string }> = []) {
    const sums = new Map<string, { lat: number; long: number; n: number }>();
    for (const place of places) {
      const key = normaliseSearchText(place.name);
      this.byNameAndPostcode.set(`${key}|${place.postcode}`, place.point);
      this.byName.set(key, [...(this.byName.get(key) ?? []), place]);
      const sum = sums.get(place.postcode) ?? { lat: 0, long: 0, n: 0 };
      sum.lat += place.point.latitude;
      sum.long += place.point.longitude;
      sum.n += 1;
      sums.set(place.postcode, sum);
    }
    for (const [postcode, sum] of sums)
      this.byPostcode.set(postcode, { latitude: sum.lat / sum.n, longitude: sum.long / sum.n });
    for (const alias of aliases) {
      const found = this.byName.get(normaliseSearchText(alias.of));
      if (found)
        this.byName.set(
          normaliseSearchText(alias.name),
          found.map((place) => ({ ...place, name: alias.name })),
        );
    }
  }

  /**
   * A place by its name as typed (case, macrons and punctuation aside). A name several places
   * share ("Riverside") is taken where most of its entries are: the bigger place.
   */
  find(name: string): { name: string; point: GeoPoint } | undefined {
    const found = this.byName.get(normaliseSearchText(name));
    if (!found?.length) return undefined;
    const counts = new Map<string, { place: Place; n: number }>();
    for (const place of found) {
      const key = `${place.point.latitude},${place.point.longitude}`;
      const entry = counts.get(key) ?? { place, n: 0 };
      entry.n += 1;
      counts.set(key, entry);
    }
    const best = [...counts.values()].reduce((a, b) => (b.n > a.n ? b : a));
    return { name: best.place.name, point: best.place.point };
  }

  /** Place names repeat on thousands of addresses: normalise each once. */
  private readonly keys = new Map<string, string>();
  private key(name: string): string {
    let key = this.keys.get(name);
    if (key === undefined) {
      key = normaliseSearchText(name);
      this.keys.set(name, key);
    }
    return key;
  }

  /** The point of an address: its suburb, else its town, else the middle of its postcode's places. */
  pointOf(address: {
    suburb?: string | null;
    city?: string | null;
    postcode?: string | null;
  }): GeoPoint | null {
    const postcode = address.postcode ?? '';
    for (const place of [address.suburb, address.city]) {
      const point = place
        ? this.byNameAndPostcode.get(`${this.key(place)}|${postcode}`)
        : undefined;
      if (point) return point;
    }
    return this.byPostcode.get(postcode) ?? null;
  }

  private static shared: PlaceCoordinates | null = null;

  /** The shipped places, read once per process. */
  static shipped(): PlaceCoordinates {
    PlaceCoordinates.shared ??= PlaceCoordinates.fromFiles();
    return PlaceCoordinates.shared;
  }

  static fromFiles(file = NZ_PLACES_FILE, aliasFile = PLACE_ALIASES_FILE): PlaceCoordinates {
    const places = readCsv(file).map((row) => ({
      name: officialPlaceName(row.place ?? ''),
      postcode: row.postcode ?? '',
      point: { latitude: Number(row.latitude), longitude: Number(row.longitude) },
    }));
    const aliases = readCsv(aliasFile).map((row) => ({ name: row.name ?? '', of: row.of ?? '' }));
    return new PlaceCoordinates(places, aliases);
  }
}
