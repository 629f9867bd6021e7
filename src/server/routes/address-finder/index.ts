import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressDetailContract,
  addressFinderConfigContract,
  addressSearchContract,
  addressSearchPostalContract,
} from '#domain/contracts/address-finder.ts';
import type { AddressProvider } from '#server/address-search/address-provider.ts';
import { HttpError } from '#server/http-error.ts';

/** The three calls of site-and-tools §7, answered by GET /api/address-finder/config (§3 "Address-finder configuration"). */
const ADDRESS_FINDER_URLS = {
  search: addressSearchContract.path,
  searchPostal: addressSearchPostalContract.path,
  detail: addressDetailContract.path,
};

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

  app.get(
    addressFinderConfigContract.path,
    { schema: { response: addressFinderConfigContract.response }, config: CONFIG_LIMIT },
    async () => ({ addressFinder: ADDRESS_FINDER_URLS }),
  );

  app.get(
    addressSearchContract.path,
    {
      schema: {
        querystring: addressSearchContract.querystring,
        response: addressSearchContract.response,
      },
      config: SEARCH_LIMIT,
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return provider().search(request.query.query);
    },
  );

  app.get(
    addressSearchPostalContract.path,
    {
      schema: {
        querystring: addressSearchPostalContract.querystring,
        response: addressSearchPostalContract.response,
      },
      config: SEARCH_LIMIT,
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return provider().searchPostal(request.query.query);
    },
  );

  app.get(
    addressDetailContract.path,
    {
      schema: {
        querystring: addressDetailContract.querystring,
        response: addressDetailContract.response,
      },
      config: DETAIL_LIMIT,
    },
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
