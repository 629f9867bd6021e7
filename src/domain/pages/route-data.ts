/**
 * The routes whose data the server loads, each by its own loader (docs/decisions/028). The web
 * route table gives these ids to its routes; the server keeps one loader per id
 * (src/server/pages/page-data.ts). `root` is the site-wide data every page gets.
 */
export const ROUTE_DATA_IDS = [
  'root',
  'branches',
  'loan-application',
  'loan-application-success',
  'account',
  'refer-a-friend',
  'payment-result',
  'loan-calculator',
  'staff-queue',
  'staff-application',
] as const;
export type RouteDataId = (typeof ROUTE_DATA_IDS)[number];

export function isRouteDataId(id: string): id is RouteDataId {
  return (ROUTE_DATA_IDS as readonly string[]).includes(id);
}

/**
 * A route's data as the browser fetches it on a client-side navigation:
 * `GET /api/page-data/{id}?path={the page's path and query}`.
 */
export const PAGE_DATA_API = '/api/page-data';

/** What every route loader answers: serialisable data, keyed by what it holds, never personal data but the signed-in person's own. */
export type RouteData = Record<string, unknown>;

/**
 * A loader's answer under this key (a path on this site) sends the browser there instead of the
 * page: the server answers the page's request with a 303; on a client-side navigation the page
 * navigates there itself.
 */
export const PAGE_REDIRECT_KEY = 'redirectTo';
