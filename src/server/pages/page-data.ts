import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteData, RouteDataId } from '#domain/pages/route-data.ts';
import { publicActor } from '#domain/session/actor.ts';
import { branchFinderPageData } from '../routes/branches/page-data.ts';
import { loanApplicationOutcomePageData } from '../loan-application/outcome-page-data.ts';

/** The page request a route's data is loaded for: the page's own URL, not the data call's. */
export interface PageDataRequest {
  app: FastifyInstance;
  request: FastifyRequest;
  url: URL;
}

/**
 * One route's data for its first render (docs/decisions/028): serialisable, with no personal data
 * in it. React Router runs only the matched routes' loaders, so a loader never matches paths.
 */
export type PageDataLoader = (page: PageDataRequest) => Promise<RouteData>;

/**
 * Site-wide data every page gets, whatever the route: who the visitor is, as the kind and a
 * broker's referrer only (no personal data), so the browser builds the same roles as the server.
 */
const rootPageData: PageDataLoader = async ({ request }) => ({ actor: publicActor(request.actor) });

/** The server's loader for each route of the web route table that has one (src/web/app/routes.tsx). */
export const pageDataLoaders: Readonly<Record<RouteDataId, PageDataLoader>> = {
  root: rootPageData,
  branches: branchFinderPageData,
  'loan-application-success': loanApplicationOutcomePageData,
};
