/**
 * The branch finder's calls (site-and-tools §3 "Branch (map data)", §7 "GET {data-dataurl of the
 * map element}"): the branch list, the nearest branches to a point and the map's tile settings.
 */
import { z } from 'zod';
import type { Branch } from '../branches/branch.ts';
import { ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';

const branch = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  town: z.string(),
  region: z.string(),
  address: z.string(),
  location: z.string(),
  url: z.string(),
  phone: z.string(),
  email: z.string(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  openingHours: z.array(z.object({ days: z.string(), hours: z.string() })),
  postcodeAreas: z.array(z.string()),
}) satisfies z.ZodType<Branch>;

export const MAX_NEAREST_COUNT = 50;

/** A decimal degrees query value: a plain number in range, never "", "1e3", "Infinity" or a repeated key. */
const degrees = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^[-+]?\d{1,3}(\.\d+)?$/, `${name} must be a number in decimal degrees`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

export const branchListContract = {
  ...API.branchList,
  response: { 200: z.array(branch), ...ERROR_RESPONSES },
} as const;

export const nearestBranchesContract = {
  ...API.nearestBranches,
  querystring: z.object({
    lat: degrees('lat', 90),
    lng: degrees('lng', 180),
    count: z
      .string()
      .regex(/^\d{1,3}$/, 'count must be a whole number')
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, 'count must be at least 1')
          .max(MAX_NEAREST_COUNT, `count must be at most ${MAX_NEAREST_COUNT}`),
      )
      .optional(),
  }),
  response: {
    200: z.array(branch.extend({ distanceKm: z.number() })),
    ...ERROR_RESPONSES,
  },
} as const;

/** Longer than any NZ place name ("Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu" is 85). */
export const PLACE_NAME_MAX_CHARS = 100;

/**
 * The branch nearest to a suburb, town or locality the address data knows (the find-a-branch box,
 * issue 11 item 5): the place as it is officially written, and the branch with its distance.
 * A place the data does not know is an answer too, both null (a 404 would be a console error in
 * the visitor's browser for an everyday outcome).
 */
export const branchForPlaceContract = {
  ...API.branchForPlace,
  querystring: z.object({
    place: z
      .string({ error: 'place is required, once' })
      .trim()
      .min(1, 'place is required')
      .max(PLACE_NAME_MAX_CHARS, `place must have at most ${PLACE_NAME_MAX_CHARS} characters`),
  }),
  response: {
    200: z.union([
      z.object({ place: z.string(), branch: branch.extend({ distanceKm: z.number() }) }),
      z.object({ place: z.null(), branch: z.null() }),
    ]),
    ...ERROR_RESPONSES,
  },
} as const;
export type BranchForPlace = z.output<(typeof branchForPlaceContract.response)[200]>;

export const mapConfigContract = {
  ...API.mapConfig,
  response: {
    // The tile layer from MAP_TILE_URL / MAP_TILE_ATTRIBUTION; an empty tileUrl means no tiles.
    200: z.object({ tileUrl: z.string(), tileAttribution: z.string() }),
    ...ERROR_RESPONSES,
  },
} as const;
export type MapConfig = z.output<(typeof mapConfigContract.response)[200]>;
