import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { PAGE_DATA_API, ROUTE_DATA_IDS, type RouteDataId } from '#domain/pages/route-data.ts';
import { signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import { applications } from '#server/db/schema/index.ts';
import { sessionCookie, TEST_BROKER, TEST_CUSTOMER } from '#server/test-support/sessions.ts';
import { signedInStaff } from '#server/test-support/staff.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { STAFF_API_PREFIX } from '../routes/staff/index.ts';

// issue 20 "People and access" 2: every workspace route refuses anonymous visitors, customers and
// brokers, and lets officers and approvers in. The APIs are read from the routes the app
// registered (app.routeList), so a route added under /api/staff is walked without editing this
// file; the pages' data from the page-data loaders of every `staff-` route (each needs a path
// below, and the test fails until it has one). The pages themselves, rendered, are walked from
// the built route table in tests/e2e/staff-decisions.test.ts.

let app: FastifyInstance;
let close: () => Promise<void>;
let reference: string;
const cookies: Record<string, string> = {};

/** A page of each workspace route data id, for the page-data walk. */
const STAFF_PAGES: Partial<Record<RouteDataId, (reference: string) => string>> = {
  'staff-frame': () => '/staff/',
  'staff-my-work': () => '/staff/',
  'staff-queue': () => '/staff/applications/',
  'staff-application': (ref) => `/staff/applications/${ref}/`,
  'staff-insight': () => '/staff/insight/',
};
const staffPageIds = ROUTE_DATA_IDS.filter((id) => id.startsWith('staff'));
/** The page data's key of a route id: `staff-queue` → `staffQueue`. */
const dataKey = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  cookies.officer = (await signedInStaff(app, 'officer', ['officer'])).cookie;
  cookies.approver = (await signedInStaff(app, 'approver', ['approver'])).cookie;
  cookies.customer = await sessionCookie(app, TEST_CUSTOMER);
  cookies.broker = await sessionCookie(app, TEST_BROKER);
  const [row] = await app.db
    .insert(applications)
    .values({
      token: randomUUID(),
      guid: randomUUID(),
      step: 4,
      complete: true,
      source: 'Website',
      applicantEmail: 'aroha.walk@example.co.nz',
      formData: { FirstName: 'Aroha', LastName: 'Walk', LoanAmount: '8000', LoanPurpose: 'Car' },
    })
    .returning({ reference: applications.referenceNumber });
  reference = String(row!.reference);
});
afterAll(async () => close());

/** Every registered workspace API route, its parameters filled with a real application's. */
function workspaceApis(): { method: string; url: string }[] {
  return app.routeList
    .filter(({ url }) => url === STAFF_API_PREFIX || url.startsWith(`${STAFF_API_PREFIX}/`))
    .filter(({ method }) => method !== 'OPTIONS')
    .map(({ method, url }) => ({ method, url: url.replace(/:\w+/g, reference) }));
}

const call = (route: { method: string; url: string }, who?: string) =>
  app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload: {} } : {}),
  });

describe('every workspace API', () => {
  it('is read from the registered routes: the queue, assign, decide, bulk, export, insight', () => {
    const urls = workspaceApis().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/staff/applications',
        `POST /api/staff/applications/${reference}/assign`,
        `POST /api/staff/applications/${reference}/decisions`,
        'POST /api/staff/applications/bulk',
        'GET /api/staff/applications/export',
        'GET /api/staff/insight/funnel',
      ]),
    );
  });

  it.each([
    ['an anonymous visitor', undefined, 401],
    ['a customer', 'customer', 403],
    ['a broker', 'broker', 403],
  ])('refuses %s', async (_who, who, status) => {
    for (const route of workspaceApis()) {
      const response = await call(route, who);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(status);
      if (route.method !== 'HEAD') expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it.each([['officer'], ['approver']])('lets an %s in', async (who) => {
    for (const route of workspaceApis()) {
      const response = await call(route, who);
      // Past the guards: an empty body may be refused as bad input, never as the wrong person.
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});

describe('every workspace page’s data', () => {
  const pageData = (id: string, path: string, who?: string) =>
    app.inject({
      method: 'GET',
      url: `${PAGE_DATA_API}/${id}?path=${encodeURIComponent(path)}`,
      headers: who ? { cookie: cookies[who]! } : {},
    });

  it('has a page for each workspace route data id', () => {
    expect(staffPageIds).toEqual(
      expect.arrayContaining(['staff-queue', 'staff-application', 'staff-insight']),
    );
    for (const id of staffPageIds) expect(STAFF_PAGES[id], id).toBeTypeOf('function');
  });

  it('sends an anonymous visitor to sign in and back, with nothing of the page', async () => {
    for (const id of staffPageIds) {
      const path = STAFF_PAGES[id]!(reference);
      const answer = (await pageData(id, path)).json();
      expect(answer, path).toEqual({
        [dataKey(id)]: { state: 'sign-in-required' },
        redirectTo: signInPathReturningTo(path),
      });
    }
  });

  it.each([['customer'], ['broker']])('refuses a %s, with nothing of the page', async (who) => {
    for (const id of staffPageIds) {
      const path = STAFF_PAGES[id]!(reference);
      const answer = (await pageData(id, path, who)).json();
      expect(answer, path).toEqual({ [dataKey(id)]: { state: 'not-allowed' } });
    }
  });

  it.each([['officer'], ['approver']])('opens each page to an %s', async (who) => {
    for (const id of staffPageIds) {
      const path = STAFF_PAGES[id]!(reference);
      const answer = (await pageData(id, path, who)).json();
      expect(answer[dataKey(id)].state, path).toBe('ok');
    }
  });
});
