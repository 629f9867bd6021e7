import type { GeoPoint } from '#domain/branches/geo.ts';

// spec: site-and-tools §9 "Map: default centre in New Zealand, zoom 6, max zoom 17, zoom capped
// at 15 after fitting ... Cluster marker 45px."
/** The Centre of New Zealand marker above Nelson. */
export const MAP_DEFAULT_CENTRE: GeoPoint = { latitude: -41.2706, longitude: 173.284 };
export const MAP_DEFAULT_ZOOM = 6;
export const MAP_MAX_ZOOM = 17;
export const MAP_FIT_MAX_ZOOM = 15;
export const MAP_CLUSTER_ICON_PX = 45;

/** The map's tile layer, as GET /api/map/config answers it (the wire contract's type). */
export type { MapConfig as MapTiles } from '#domain/contracts/branches.ts';
