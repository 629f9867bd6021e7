import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  branchForPlaceContract,
  branchListContract,
  mapConfigContract,
  nearestBranchesContract,
} from '#domain/contracts/branches.ts';
import { NEAREST_BRANCH_COUNT, nearestBranches } from '#domain/branches/nearest-branches.ts';
import { PlaceCoordinates } from '#server/address-search/nz-places.ts';
import { listBranches } from '#server/branches/repository.ts';
import { mapConfig } from '#server/branches/map-config.ts';

// Branches change rarely; five minutes keeps the map fast while a content edit shows up soon.
const BRANCH_LIST_CACHE_CONTROL = 'public, max-age=300';
// The query holds the visitor's location: browsers may reuse the answer, shared caches may not.
const NEAREST_CACHE_CONTROL = 'private, max-age=300';

/**
 * The branch finder's API: the map data call (site-and-tools §7 "GET {data-dataurl of the map
 * element}"), a nearest-branches helper and the map's tile configuration. The branches are
 * seeded from content/branches.ts at start (src/server/demo-data.ts).
 */
export async function branchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Encoded through the contract here rather than by the serializer: the ETag needs the JSON text.
  // The answer is declared all the same (what a caller gets); Fastify sends a string as it is, so
  // the route is typed without the provider, whose reply would want the array.
  fastify.get(
    branchListContract.path,
    { schema: { response: branchListContract.response } },
    async (request, reply) => {
      const body = JSON.stringify(
        branchListContract.response[200].encode(await listBranches(app.db)),
      );
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('cache-control', BRANCH_LIST_CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    nearestBranchesContract.path,
    {
      schema: {
        querystring: nearestBranchesContract.querystring,
        response: nearestBranchesContract.response,
      },
    },
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

  // A town name is not about the visitor: cacheable like the branch list.
  app.get(
    branchForPlaceContract.path,
    {
      schema: {
        querystring: branchForPlaceContract.querystring,
        response: branchForPlaceContract.response,
      },
    },
    async (request, reply) => {
      const place = PlaceCoordinates.shipped().find(request.query.place);
      const [nearest] = place ? nearestBranches(await listBranches(app.db), place.point, 1) : [];
      reply.header('cache-control', BRANCH_LIST_CACHE_CONTROL);
      if (!place || !nearest) return { place: null, branch: null };
      return {
        place: place.name,
        branch: { ...nearest.branch, distanceKm: Math.round(nearest.distanceKm * 10) / 10 },
      };
    },
  );

  // Only the tile URL and its attribution: the browser needs them after a client-side navigation.
  app.get(
    mapConfigContract.path,
    { schema: { response: mapConfigContract.response } },
    async (_request, reply) => {
      reply.header('cache-control', BRANCH_LIST_CACHE_CONTROL);
      return mapConfig(app);
    },
  );
}
