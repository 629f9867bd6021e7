/**
 * The routes whose data the server loads, each by its own loader (docs/decisions/028). The web
 * route table gives these ids to its routes; the server keeps one loader per id
 * (src/server/pages/page-data.ts). `root` is the site-wide data every page gets.
 */
export const ROUTE_DATA_IDS = ['root', 'branches', 'loan-application-success'] as const;
export type RouteDataId = (typeof ROUTE_DATA_IDS)[number];

export function isRouteDataId(id: string): id is RouteDataId {
  return (ROUTE_DATA_IDS as readonly string[]).includes(id);
}

/**
 * A route's data as the browser fetches it on a client-side navigation:
 * `GET /api/page-data/{id}?path={the page's path and query}`.
 */
export const PAGE_DATA_API = '/api/page-data';

/** What every route loader answers: serialisable data, keyed by what it holds, never personal data. */
export type RouteData = Record<string, unknown>;
