import type { RouteObject } from '#web/router/router.tsx';
import { RESUME_LINK_PAGE_PATH, STEP_PATHS, SUCCESS_PATH } from '#domain/loan-application/steps.ts';
import { PAYMENT_RESULT_PATH } from '#domain/payment/result.ts';
import type { RouteDataId } from '#domain/pages/route-data.ts';
import { HARDSHIP_PAGE_PATH, NEWS_PATH, SITE_PAGE_PATHS } from '#content/site-pages/paths.ts';
import {
  ACCOUNT_HARDSHIP_PATH,
  ACCOUNT_PATH,
  SIGN_IN_PATH,
  STAFF_HARDSHIP_PATH,
  STAFF_PATH,
} from '#domain/session/paths.ts';
import { STATUS_LINK_PAGE_PATH } from '#domain/account/application-status.ts';
import { devRoutes } from './dev-routes.tsx';
import { Layout } from './layout.tsx';
import { WithRouteData } from './page-context.tsx';
import { page, type RouteHandle } from './route-modules.tsx';

/** What the route table records of a route besides the router's own fields. */
export type PageRouteHandle = Partial<RouteHandle> & {
  data?: RouteDataId;
  /** Left out of sitemap.xml and disallowed in robots.txt: a page reached by a journey, not a search. */
  unlisted?: boolean;
};

function unlisted(route: RouteObject): RouteObject {
  return {
    ...route,
    handle: { ...(route.handle as PageRouteHandle), unlisted: true },
  } as RouteObject;
}

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
      // Its "Continue my application" banner waits for the session's application (decision 059).
      withServerData('loan-calculator', {
        path: 'loan-calculator/',
        ...page('content-loan-calculator'),
      }),
      withServerData('branches', {
        path: 'find-a-branch-near-you/',
        children: [
          { index: true, ...page('branch-finder') },
          { path: ':slug/', ...page('branch') },
        ],
      }),
      { path: 'bank-statements/', ...page('content-bank-statements') },
      { path: 'make-a-payment/', ...page('content-make-a-payment') },
      // The gateway returns the payer here with the payment's reference; without one it is a 404.
      unlisted(
        withServerData('payment-result', {
          path: PAYMENT_RESULT_PATH.slice(1),
          ...page('payment-result'),
        }),
      ),
      withServerData('refer-a-friend', {
        path: 'refer-a-friend/',
        ...page('content-refer-a-friend'),
      }),
      { path: 'promotions/fast-500/', ...page('fast-500') },
      { path: 'privacy-policy/', ...page('privacy-policy') },
      unlisted({ path: 'session-timeout/', ...page('content-session-timeout') }),
      // issue 8 "Sign-in": the sign-in page and the customer portal.
      unlisted({ path: SIGN_IN_PATH, ...page('sign-in') }),
      unlisted(withServerData('account', { path: ACCOUNT_PATH, ...page('account') })),
      // issue 32: financial hardship in the portal, behind the portal's own sign-in.
      unlisted(
        withServerData('account', { path: ACCOUNT_HARDSHIP_PATH, ...page('account-hardship') }),
      ),
      // issue 20: the lender's workspace, for officers and approvers only; issue 29: its own
      // frame (header, navigation and counts), My work its home, the queue under applications/.
      unlisted(
        withServerData('staff-frame', {
          path: 'staff/',
          ...page('staff-frame'),
          children: [
            unlisted(withServerData('staff-my-work', { index: true, ...page('staff-my-work') })),
            unlisted(
              withServerData('staff-queue', { path: 'applications/', ...page('staff-queue') }),
            ),
            // issue 22: funnel insight behind the workspace's guard; its figures come from the
            // staff API, its charts on demand.
            unlisted(
              withServerData('staff-insight', { path: 'insight/', ...page('staff-insight') }),
            ),
            // issue 32: hardship applications, behind the frame's sign-in and role guard.
            unlisted({
              path: STAFF_HARDSHIP_PATH.slice(STAFF_PATH.length),
              ...page('staff-hardship-list'),
            }),
            unlisted({
              path: `${STAFF_HARDSHIP_PATH.slice(STAFF_PATH.length)}:reference/`,
              ...page('staff-hardship'),
            }),
            // issue 32: the complaints register and one complaint's page.
            unlisted(
              withServerData('staff-complaints', {
                path: 'complaints/',
                ...page('staff-complaints'),
              }),
            ),
            unlisted(
              withServerData('staff-complaint', {
                path: 'complaints/:reference/',
                ...page('staff-complaint'),
              }),
            ),
            unlisted(
              withServerData('staff-application', {
                path: 'applications/:reference/',
                ...page('staff-application'),
              }),
            ),
          ],
        }),
      ),
      // spec: loan-application §2: one configured path per step, the step derived from the path.
      // Each step its own route module, so a step loads only its own form's code.
      // The steps' branch choices are the server's table, the one its save checks (decision 074).
      withServerData('branch-choices', {
        children: [
          withServerData('loan-application', {
            // Step 1 is where an application starts, so search engines may list it (decision 067);
            // the later steps need an application in progress.
            children: Object.entries(STEP_PATHS).map(([step, path]) =>
              step === '1'
                ? { path, ...page(`loan-application-step-${step}`) }
                : unlisted({ path, ...page(`loan-application-step-${step}`) }),
            ),
          }),
        ],
      }),
      // decision 059: the emailed resume link opens here (its token in the fragment).
      unlisted({ path: RESUME_LINK_PAGE_PATH, ...page('loan-application-resume') }),
      // decision 093: the emailed status link opens here (its token in the fragment).
      unlisted({ path: STATUS_LINK_PAGE_PATH, ...page('application-status') }),
      unlisted(
        withServerData('loan-application-success', {
          path: SUCCESS_PATH,
          ...page('loan-application-success'),
        }),
      ),
      // issue 32: the complaints page carries the complaint form (loaded on demand).
      ...SITE_PAGE_PATHS.map((path) =>
        path === '/complaints/' ? { path, ...page('complaints') } : { path, ...page('site-page') },
      ),
      // decision 156: hardship for a borrower not signed in, the form loaded on demand.
      { path: HARDSHIP_PAGE_PATH, ...page('hardship') },
      { path: NEWS_PATH, ...page('news') },
      { path: 'contact/', ...page('contact') },
      ...devRoutes.map(unlisted),
      { path: '*', ...page('not-found') },
    ],
  }),
];
