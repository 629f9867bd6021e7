import type { PageDataByRoute } from '../contracts/page-data.ts';

/**
 * The routes whose data the server loads, each by its own loader (docs/decisions/028). The web
 * route table gives these ids to its routes; the server keeps one loader per id
 * (src/server/pages/page-data.ts). `root` is the site-wide data every page gets.
 */
export const ROUTE_DATA_IDS = [
  'root',
  'branches',
  'loan-application',
  'branch-choices',
  'loan-application-success',
  'account',
  'refer-a-friend',
  'payment-result',
  'loan-calculator',
  'staff-frame',
  'staff-my-work',
  'staff-queue',
  'staff-application',
  'staff-insight',
  'staff-complaints',
  'staff-complaint',
] as const;
export type RouteDataId = (typeof ROUTE_DATA_IDS)[number];

/** Routes whose data is the same whatever the page's address: loaded once per visit. */
export const SITE_WIDE_ROUTE_DATA: readonly RouteDataId[] = ['root', 'branch-choices'];

export function isRouteDataId(id: string): id is RouteDataId {
  return (ROUTE_DATA_IDS as readonly string[]).includes(id);
}

/**
 * A route's data as the browser fetches it on a client-side navigation:
 * `GET /api/page-data/{id}?path={the page's path and query}`.
 */
export const PAGE_DATA_API = '/api/page-data';

/**
 * Any route's data, as the page carries it and the browser caches it; each route's own type, what
 * its loader answers and its pages read, is in src/domain/contracts/page-data.ts.
 */
export type RouteData = PageDataByRoute[RouteDataId];

/**
 * A loader's answer under this key (a path on this site) sends the browser there instead of the
 * page: the server answers the page's request with a 303; on a client-side navigation the page
 * navigates there itself.
 */
export const PAGE_REDIRECT_KEY = 'redirectTo';
