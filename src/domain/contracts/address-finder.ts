/**
 * The address finder's calls (site-and-tools §3 "Address-finder configuration", §7): the config
 * names the three lookup URLs, which the browser then reads from the config answer.
 */
import { z } from 'zod';
import { ADDRESS_SEARCH_MIN_CHARS } from '../address/address-finder.ts';
import { ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';

/** Longer than any NZ address; a longer query is a mistake or abuse, answered with a 400. */
export const ADDRESS_QUERY_MAX_CHARS = 200;
const ADDRESS_ID_MAX_CHARS = 64;

// A repeated key (?query=a&query=b) arrives as an array and fails z.string(): a 400, never a 500.
// The query is passed on untrimmed: a trailing space says the last word is finished.
const searchQuery = z.object({
  query: z
    .string({ error: 'query is required, once' })
    .max(ADDRESS_QUERY_MAX_CHARS, `query must have at most ${ADDRESS_QUERY_MAX_CHARS} characters`)
    .refine(
      (query) => query.trim().length >= ADDRESS_SEARCH_MIN_CHARS,
      `query must have at least ${ADDRESS_SEARCH_MIN_CHARS} characters`,
    ),
});

// Issue 3: "at most 10, best first".
export const ADDRESS_SEARCH_MAX_RESULTS = 10;

/** One search result (site-and-tools §3): display text and the id to ask the detail for. */
const suggestions = z
  .array(z.object({ Address: z.string(), Id: z.string() }))
  .max(ADDRESS_SEARCH_MAX_RESULTS);
export type AddressSuggestion = z.output<typeof suggestions>[number];

const part = z.string().nullable();
/**
 * spec: site-and-tools §3 "Address detail response": every field, absent parts null, never
 * missing. StreetName followed by StreetType reads as the road is signed; Street is the full road
 * name. Box addresses carry BoxType, Number, LobbyName, Mailtown (also in City) and Postcode.
 */
const detail = z.object({
  UnitType: part,
  UnitIdentifier: part,
  Floor: part,
  BuildingName: part,
  Number: part,
  Alpha: part,
  StreetName: part,
  Street: part,
  StreetType: part,
  Suburb: part,
  City: part,
  Postcode: part,
  BoxType: part,
  LobbyName: part,
  Mailtown: part,
  RuralDeliveryNumber: part,
  Lat: z.number().nullable(),
  Long: z.number().nullable(),
});

export type AddressDetailAnswer = z.output<typeof detail>;

export const addressSearchContract = {
  ...API.addressSearch,
  querystring: searchQuery,
  response: { 200: suggestions, ...ERROR_RESPONSES },
} as const;

export const addressSearchPostalContract = {
  ...API.addressSearchPostal,
  querystring: searchQuery,
  response: { 200: suggestions, ...ERROR_RESPONSES },
} as const;

export const addressDetailContract = {
  ...API.addressDetail,
  querystring: z.object({
    id: z
      .string({ error: 'id is required, once' })
      .trim()
      .min(1, 'id is required')
      .max(ADDRESS_ID_MAX_CHARS, 'id is not an address id'),
  }),
  response: { 200: detail, ...ERROR_RESPONSES },
} as const;

export const addressFinderConfigContract = {
  ...API.addressFinderConfig,
  response: {
    200: z.object({
      addressFinder: z.object({
        search: z.string().min(1),
        searchPostal: z.string().min(1),
        detail: z.string().min(1),
      }),
    }),
    ...ERROR_RESPONSES,
  },
} as const;
export type AddressFinderConfig = z.output<
  (typeof addressFinderConfigContract.response)[200]
>['addressFinder'];
