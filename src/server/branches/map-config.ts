import type { FastifyInstance } from 'fastify';
import type { MapConfig } from '#domain/contracts/branches.ts';

/** The branch map's tiles: where they come from and whose they are (the operator's settings). */
export function mapConfig(app: FastifyInstance): MapConfig {
  return { tileUrl: app.env.MAP_TILE_URL, tileAttribution: app.env.MAP_TILE_ATTRIBUTION };
}
