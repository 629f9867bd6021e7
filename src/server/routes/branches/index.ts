import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEAREST_BRANCH_COUNT, nearestBranches } from '#domain/branches/nearest-branches.ts';
import { listBranches } from './repository.ts';

// Branches change rarely; five minutes keeps the map fast while a content edit shows up soon.
const BRANCH_LIST_CACHE_CONTROL = 'public, max-age=300';
// The query holds the visitor's location: browsers may reuse the answer, shared caches may not.
const NEAREST_CACHE_CONTROL = 'private, max-age=300';
const MAX_NEAREST_COUNT = 50;

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

const nearestQuery = z.object({
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
});

/**
 * The branch finder's API: the map data call (site-and-tools §7 "GET {data-dataurl of the map
 * element}"), a nearest-branches helper and the map's tile configuration. The branches are
 * seeded from content/branches.ts at start (src/server/demo-data.ts).
 */
export async function branchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/branches', async (request, reply) => {
    const body = JSON.stringify(await listBranches(app.db));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('cache-control', BRANCH_LIST_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get(
    '/api/branches/nearest',
    { schema: { querystring: nearestQuery } },
    async (request, reply) => {
      const { lat, lng, count = NEAREST_BRANCH_COUNT } = request.query;
      const nearest = nearestBranches(
        await listBranches(app.db),
        { latitude: lat, longitude: lng },
        count,
      );
      reply.header('cache-control', NEAREST_CACHE_CONTROL);
      return nearest.map(({ branch, distanceKm }) => ({
        ...branch,
        distanceKm: Math.round(distanceKm * 10) / 10,
      }));
    },
  );

  // Only the tile URL and its attribution: the browser needs them after a client-side navigation.
  app.get('/api/map/config', async (_request, reply) => {
    reply.header('cache-control', BRANCH_LIST_CACHE_CONTROL);
    return mapConfig(app);
  });
}

export interface MapConfig {
  /** Leaflet tile URL template; empty means no tile layer (the map still shows markers). */
  tileUrl: string;
  tileAttribution: string;
}

export function mapConfig(app: FastifyInstance): MapConfig {
  return { tileUrl: app.env.MAP_TILE_URL, tileAttribution: app.env.MAP_TILE_ATTRIBUTION };
}
