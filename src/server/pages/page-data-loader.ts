import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDataId } from '#domain/pages/route-data.ts';
import type { PageData } from '#domain/contracts/page-data.ts';

/** The page request a route's data is loaded for: the page's own URL, not the data call's. */
export interface PageDataRequest {
  app: FastifyInstance;
  request: FastifyRequest;
  url: URL;
}

/**
 * One route's data for its first render (docs/decisions/028), of its type in
 * src/domain/contracts/page-data.ts: serialisable, with no personal data
 * in it but a signed-in person's own (the customer's record on the steps, in a no-store page) or
 * what a capability in the address opens to its holder (a joint invitation's amount and purpose,
 * decision 055). The router runs only the matched routes' loaders, so a loader never matches paths.
 */
export type PageDataLoader<Id extends RouteDataId> = (
  page: PageDataRequest,
) => Promise<PageData<Id>>;

/** The server's loader for each route of the web route table that has one (src/web/app/routes.tsx). */
export type PageDataLoaders = { readonly [Id in RouteDataId]: PageDataLoader<Id> };
