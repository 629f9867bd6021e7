import type { RouteObject } from 'react-router';
import { STEP_PATHS, SUCCESS_PATH } from '#domain/loan-application/steps.ts';
import type { RouteDataId } from '#domain/pages/route-data.ts';
import { devRoutes } from './dev-routes.tsx';
import { Layout } from './layout.tsx';
import { WithRouteData } from './page-context.tsx';
import { page, type RouteHandle } from './route-modules.tsx';

/** What the route table records of a route besides React Router's own fields. */
export type PageRouteHandle = Partial<RouteHandle> & { data?: RouteDataId };

/** A route whose data the server loads by its own loader (src/server/pages/page-data.ts). */
function withServerData(id: RouteDataId, route: RouteObject): RouteObject {
  const handle: PageRouteHandle = { ...(route.handle as RouteHandle | undefined), data: id };
  return {
    ...route,
    handle,
    element: <WithRouteData id={id}>{route.element}</WithRouteData>,
  } as RouteObject;
}

/** Every route of the site (site-and-tools §2, loan-application §2). */
export const routes: RouteObject[] = [
  withServerData('root', {
    element: <Layout />,
    children: [
      { index: true, ...page('home') },
      { path: 'loan-calculator/', ...page('content-loan-calculator') },
      withServerData('branches', {
        path: 'find-a-branch-near-you/',
        children: [
          { index: true, ...page('branch-finder') },
          { path: ':slug/', ...page('branch') },
        ],
      }),
      { path: 'bank-statements/', ...page('content-bank-statements') },
      { path: 'make-a-payment/', ...page('content-make-a-payment') },
      { path: 'refer-a-friend/', ...page('content-refer-a-friend') },
      { path: 'promotions/fast-500/', ...page('fast-500') },
      { path: 'privacy-policy/', ...page('privacy-policy') },
      { path: 'session-timeout/', ...page('content-session-timeout') },
      // spec: loan-application §2: one configured path per step, the step derived from the path.
      ...Object.values(STEP_PATHS).map((path) => ({ path, ...page('loan-application-step') })),
      withServerData('loan-application-success', {
        path: SUCCESS_PATH,
        ...page('loan-application-success'),
      }),
      ...devRoutes,
      { path: '*', ...page('not-found') },
    ],
  }),
];
