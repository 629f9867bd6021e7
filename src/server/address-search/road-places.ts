import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { normaliseAddressText } from '#domain/address-search/normalise.ts';
import { officialPlaceName } from './nz-places.ts';

/** One row of nz-roads-with-postcodes.csv (open_nz_postcodes). */
export interface RoadRecord {
  roadId: string;
  /** Blank where a road crosses a postcode boundary. */
  postcode: string | null;
  /** Full road name: "Queen Street". */
  name: string;
  /** A road may run through several localities ("Auckland Central,Grey Lynn"). */
  localities: string[];
  /** Its town or city, several where it crosses ("Whangarei,Whareora"); empty outside towns (`\N` in the file). */
  cities: string[];
}

/** The places of a road, by their official names (with macrons: "Ōtāhuhu"). */
function list(field: string | undefined): string[] {
  return (field ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && item !== '\\N')
    .map(officialPlaceName);
}

/** Streams the roads file: 79,153 rows. */
export async function* readRoadRecords(file: string): AsyncGenerator<RoadRecord> {
  const parser = createReadStream(file).pipe(parse({ columns: true, skip_empty_lines: true }));
  for await (const record of parser as AsyncIterable<Record<string, string>>) {
    yield {
      roadId: record.road_id ?? '',
      postcode: record.postcode?.trim() || null,
      name: (record.name ?? '').trim(),
      localities: list(record.locality),
      cities: list(record.city),
    };
  }
}

/** The city of the i-th locality of a road: the lists pair up when they have the same length. */
export function cityOfLocality(road: RoadRecord, index: number): string | null {
  return (
    (road.cities.length === road.localities.length ? road.cities[index] : road.cities[0]) ?? null
  );
}

/**
 * What the roads data tells about places:
 * - the postcode of an address (LINZ NZ Addresses has no postcode column): by road id when the
 *   file has one, otherwise by road name and suburb, then road name and city;
 * - the size of a town (its number of roads), which ranks suggestions from cities before the same
 *   street in a hamlet ("1 Queen" lists Auckland before Albury).
 */
export class RoadPlaces {
  private readonly byRoadId = new Map<string, string>();
  /** Built on the first lookup by name: only an import of the LINZ export needs it. */
  private byRoadAndPlace: Map<string, string> | null = null;
  private readonly roadsWithPostcode: RoadRecord[] = [];
  private readonly roadsInPlace = new Map<string, number>();
  private readonly normalisedPlaces = new Map<string, string>();

  /** Place names repeat on thousands of roads: normalise each once. */
  private place(name: string): string {
    let normalised = this.normalisedPlaces.get(name);
    if (normalised === undefined) {
      normalised = normaliseAddressText(name);
      this.normalisedPlaces.set(name, normalised);
    }
    return normalised;
  }

  add(road: RoadRecord): void {
    const places = new Set([...road.localities, ...road.cities].map((place) => this.place(place)));
    for (const place of places)
      this.roadsInPlace.set(place, (this.roadsInPlace.get(place) ?? 0) + 1);
    if (!road.postcode) return;
    this.byRoadId.set(road.roadId, road.postcode);
    this.roadsWithPostcode.push(road);
    this.byRoadAndPlace = null;
  }

  private roadAndPlaceIndex(): Map<string, string> {
    if (this.byRoadAndPlace) return this.byRoadAndPlace;
    const index = new Map<string, string>();
    for (const road of this.roadsWithPostcode) {
      const name = normaliseAddressText(road.name);
      for (const place of [...road.localities, ...road.cities])
        index.set(`${name}|${this.place(place)}`, road.postcode as string);
    }
    this.byRoadAndPlace = index;
    return index;
  }

  postcodeOf(address: {
    roadId?: string | null;
    road: string;
    suburb?: string | null;
    city?: string | null;
  }): string | null {
    if (address.roadId && this.byRoadId.has(address.roadId))
      return this.byRoadId.get(address.roadId) ?? null;
    const road = normaliseAddressText(address.road);
    for (const place of [address.suburb, address.city]) {
      const postcode = place
        ? this.roadAndPlaceIndex().get(`${road}|${this.place(place)}`)
        : undefined;
      if (postcode) return postcode;
    }
    return null;
  }

  /** Number of roads in the address's town or city (or in its locality when it has none). */
  rankOf(address: { suburb?: string | null; city?: string | null }): number {
    const place = address.city ?? address.suburb;
    return place ? (this.roadsInPlace.get(this.place(place)) ?? 0) : 0;
  }

  static async fromFile(file: string): Promise<RoadPlaces> {
    const places = new RoadPlaces();
    for await (const road of readRoadRecords(file)) places.add(road);
    return places;
  }
}
