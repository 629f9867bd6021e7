import type { AddressParts } from './address-row.ts';
import { cityOfLocality, type RoadPlaces, type RoadRecord } from './road-places.ts';
import { parseRoadName } from './road-name.ts';
import type { PlaceCoordinates } from './nz-places.ts';

/** mulberry32: a small seeded PRNG, so the demo index is the same on every machine and every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const DEMO_ADDRESS_SEED = 20_240_601;

export interface DemoGenerationOptions {
  seed?: number;
  /**
   * Made-up numbers per road: 1 gives number 1 on every road and a second number on half the roads
   * and streets, the shipped demo index of about 115,000 addresses (small enough to seed PGlite in
   * seconds); the benchmark asks for more (each step adds about one number per road).
   */
  density?: number;
  /**
   * Approximate points of suburbs and towns: a made-up number has no surveyed point, so the address
   * takes its suburb's (else its town's, else its postcode's), enough for a nearest branch.
   */
  places?: PlaceCoordinates;
}

/** Half the roads and streets get a second made-up number (they are 55% of all roads). */
const LONG_ROAD_TYPES = new Set(['Road', 'Street']);

interface Town {
  city: string;
  localities: string[];
  postcodes: string[];
  roads: number;
}

/**
 * Demo addresses made from the real roads: real road, suburb, city and postcode, invented street
 * numbers (number 1 on every road, so "1 Queen" finds every Queen Street, plus another number on
 * half the roads and streets), some with a letter (15A), some properties split into units (2/15), rural delivery
 * addresses on roads outside towns, and PO Box and Private Bag addresses in every town so postal
 * search has data. A made-up number has no surveyed point: it takes its suburb's approximate
 * point (options.places). Every row is marked generated.
 */
export function* generateDemoAddresses(
  roads: Iterable<RoadRecord>,
  places: RoadPlaces,
  options: DemoGenerationOptions = {},
): Generator<AddressParts> {
  const random = seededRandom(options.seed ?? DEMO_ADDRESS_SEED);
  const density = options.density ?? 1;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const towns = new Map<string, Town>();
  const locate = (address: { suburb?: string | null; city?: string | null; postcode: string }) => {
    const point = options.places?.pointOf(address);
    return point ? { lat: point.latitude, long: point.longitude } : {};
  };

  for (const record of roads) {
    const postcode = record.postcode;
    // A road that crosses a postcode boundary has no single postcode: no made-up address on it.
    if (!postcode || record.localities.length === 0 || !record.name) continue;
    const road = parseRoadName(record.name);
    for (const city of record.cities) {
      const town = towns.get(city) ?? { city, localities: [], postcodes: [], roads: 0 };
      town.roads += 1;
      for (const place of record.localities)
        if (!town.localities.includes(place)) town.localities.push(place);
      if (!town.postcodes.includes(postcode)) town.postcodes.push(postcode);
      towns.set(city, town);
    }

    const extra = Math.round(
      LONG_ROAD_TYPES.has(road.type ?? '') ? density * random() + 0.5 * (density - 1) : density - 1,
    );
    // 1, then a number up to 40, then on along the street a few at a time.
    const numbers = [1];
    while (numbers.length <= extra)
      numbers.push(
        (numbers[numbers.length - 1] as number) + between(1, numbers.length === 1 ? 39 : 4),
      );
    for (const value of numbers) {
      const index = Math.floor(random() * record.localities.length);
      const suburb = record.localities[index] as string;
      const city = cityOfLocality(record, index);
      const place = {
        road,
        suburb,
        city,
        postcode,
        generated: true,
        placeRank: places.rankOf({ suburb, city }),
        ...locate({ suburb, city, postcode }),
      };
      const number = String(value);
      const roll = random();
      if (roll < 0.05) {
        const units = between(2, 4);
        for (let unit = 1; unit <= units; unit += 1) {
          yield {
            ...place,
            sourceId: `demo:${record.roadId}:${unit}/${number}`,
            number,
            unitType: 'Unit',
            unitIdentifier: String(unit),
          };
        }
        continue;
      }
      yield { ...place, sourceId: `demo:${record.roadId}:${number}`, number };
      if (roll > 0.95)
        yield { ...place, sourceId: `demo:${record.roadId}:${number}A`, number, alpha: 'A' };
    }

    // Rural delivery: roads outside towns; rural numbers count metres / 10 along the road.
    if (record.cities.length === 0 && road.type === 'Road' && random() < 0.3) {
      const first = between(10, 1499);
      const deliveryNumbers = random() < 0.5 ? [first] : [first, first + between(1, 1500)];
      const suburb = record.localities[0] as string;
      for (const value of deliveryNumbers) {
        const number = String(value);
        yield {
          sourceId: `demo:${record.roadId}:rd:${number}`,
          generated: true,
          road,
          number,
          suburb,
          postcode,
          ruralDeliveryNumber: String(between(1, 9)),
          mailtown: suburb,
          placeRank: places.rankOf({ suburb }),
          ...locate({ suburb, postcode }),
        };
      }
    }
  }

  // PO Boxes and Private Bags: a few per town, more in cities; the lobby is one of the town's suburbs.
  for (const town of towns.values()) {
    const boxes = Math.min(40, 2 + Math.floor(town.roads / 100));
    const used = new Set<string>();
    for (let i = 0; i < boxes; i += 1) {
      const privateBag = random() < 0.15;
      const number = String(privateBag ? between(3000, 99_999) : between(1, 9999));
      const boxType = privateBag ? 'Private Bag' : 'PO Box';
      const key = `${boxType} ${number}`;
      if (used.has(key)) continue;
      used.add(key);
      const lobby = random() < 0.6 ? pick(town.localities) : null;
      const postcode = pick(town.postcodes);
      yield {
        sourceId: `demo:box:${town.city}:${key}`,
        generated: true,
        boxType,
        number,
        lobbyName: lobby === town.city ? null : lobby,
        mailtown: town.city,
        postcode,
        placeRank: town.roads,
        ...locate({ suburb: lobby, city: town.city, postcode }),
      };
    }
  }
}
