import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDRESS_SEARCH_MIN_CHARS } from '#domain/address/address-finder.ts';
import {
  ADDRESS_SEARCH_MAX_RESULTS,
  type AddressProvider,
} from '#server/address-search/address-provider.ts';
import { HttpError } from '#server/http-error.ts';

/** The three calls of site-and-tools §7, answered by GET /api/address-finder/config (§3 "Address-finder configuration"). */
export const ADDRESS_FINDER_URLS = {
  search: '/api/address-finder/search',
  searchPostal: '/api/address-finder/search-postal',
  detail: '/api/address-finder/detail',
} as const;

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

const detailQuery = z.object({
  id: z
    .string({ error: 'id is required, once' })
    .trim()
    .min(1, 'id is required')
    .max(ADDRESS_ID_MAX_CHARS, 'id is not an address id'),
});

const suggestions = z
  .array(z.object({ Address: z.string(), Id: z.string() }))
  .max(ADDRESS_SEARCH_MAX_RESULTS);

const text = z.string().nullable();
const detail = z.object({
  UnitType: text,
  UnitIdentifier: text,
  Floor: text,
  BuildingName: text,
  Number: text,
  Alpha: text,
  StreetName: text,
  Street: text,
  StreetType: text,
  Suburb: text,
  City: text,
  Postcode: text,
  BoxType: text,
  LobbyName: text,
  Mailtown: text,
  RuralDeliveryNumber: text,
  Lat: z.number().nullable(),
  Long: z.number().nullable(),
});

// A typing visitor sends one search per 300 ms pause (site-and-tools §9): 300 a minute is generous
// for people and still stops a scraper walking the index.
const SEARCH_LIMIT = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const DETAIL_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const CONFIG_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

// Searches carry what a visitor typed about where they live: no shared or browser caching.
const NO_STORE = 'no-store';

/**
 * The address finder API (site-and-tools §3, §4, §7): config, search, postal search and detail
 * over `app.adapters.address`. The demo index is seeded at start (src/server/demo-data.ts).
 */
export async function addressFinderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = (): AddressProvider => app.adapters.address;

  app.get('/api/address-finder/config', { config: CONFIG_LIMIT }, async () => ({
    addressFinder: ADDRESS_FINDER_URLS,
  }));

  app.get(
    ADDRESS_FINDER_URLS.search,
    { schema: { querystring: searchQuery, response: { 200: suggestions } }, config: SEARCH_LIMIT },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return provider().search(request.query.query);
    },
  );

  app.get(
    ADDRESS_FINDER_URLS.searchPostal,
    { schema: { querystring: searchQuery, response: { 200: suggestions } }, config: SEARCH_LIMIT },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return provider().searchPostal(request.query.query);
    },
  );

  app.get(
    ADDRESS_FINDER_URLS.detail,
    { schema: { querystring: detailQuery, response: { 200: detail } }, config: DETAIL_LIMIT },
    async (request, reply) => {
      const { id } = request.query;
      if (!provider().isValidId(id))
        throw new HttpError(400, 'The request is invalid.', { id: 'id is not an address id' });
      const found = await provider().detail(id);
      if (!found) throw new HttpError(404, 'No address has this id.');
      reply.header('cache-control', NO_STORE);
      return found;
    },
  );
}
