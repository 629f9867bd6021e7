import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE_DATA_API, ROUTE_DATA_IDS, type RouteDataId } from '#domain/pages/route-data.ts';
import { API } from '#domain/contracts/wire.ts';
import type { Actor } from '#domain/session/actor.ts';
import { signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import type { ApplicationStatus } from '#domain/staff/status.ts';
import { judge, may, type Capability, type WorkflowEvent } from '#domain/staff/workflow-policy.ts';
import { applications, complaints } from '#server/db/schema/index.ts';
import { sessionCookie, TEST_BROKER, TEST_CUSTOMER } from '#server/test-support/sessions.ts';
import { queuedApplication, staffTestApp } from '#server/test-support/staff.ts';
import { policyActor } from './access.ts';
import { STAFF_API_PREFIX } from '../routes/staff/index.ts';
import { insertSubmittedApplication } from '#server/loan-application/submitted-application.ts';

// issue 20 "People and access" 2: every workspace route refuses anonymous visitors, customers and
// brokers, and lets officers and approvers in. The APIs are read from the routes the harness.app
// registered (harness.app.routeList), so a route added under /api/staff is walked without editing this
// file; the pages' data from the page-data loaders of every `staff-` route (each needs a path
// below, and the test fails until it has one). The pages themselves, rendered, are walked from
// the built route table in tests/e2e/staff-decisions.test.ts.

const harness = staffTestApp();
let reference: string;
const { cookies } = harness;
/** Each role the walk signs in as, as the policy sees it (issue 29 finding 2). */
const actors: Record<string, Actor> = {};
const WHO = ['anonymous', 'customer', 'broker', 'clerk', 'officer', 'approver', 'privacy'] as const;

/** A page of each workspace route data id, for the page-data walk. */
const STAFF_PAGES: Partial<Record<RouteDataId, (reference: string) => string>> = {
  'staff-frame': () => '/staff/',
  'staff-my-work': () => '/staff/',
  'staff-queue': () => '/staff/applications/',
  'staff-application': (ref) => `/staff/applications/${ref}/`,
  'staff-insight': () => '/staff/insight/',
  'staff-complaints': () => '/staff/complaints/?state=open',
  'staff-complaint': () => `/staff/complaints/${COMPLAINT}/`,
};
/** The complaint the register's pages are walked with (issue 32). */
const COMPLAINT = 'C-000901';
/** What the policy must allow to see a page: insight's, the register's, the workspace's. */
const pageCapability = (id: RouteDataId): Capability =>
  id === 'staff-insight'
    ? 'view-insight'
    : id.startsWith('staff-complaint')
      ? 'work-complaints'
      : 'open-workspace';
const staffPageIds = ROUTE_DATA_IDS.filter((id) => id.startsWith('staff'));
/** The page data's key of a route id: `staff-queue` → `staffQueue`. */
const dataKey = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

beforeAll(async () => {
  // A staff account with no workspace role: the insight API let it in, its page did not.
  for (const [who, roles] of [
    ['clerk', ['marketing']],
    ['officer', ['officer']],
    ['approver', ['approver']],
    // Reads who viewed an application (decision 137), does not work applications.
    ['privacy', ['privacy-officer']],
  ] as const) {
    const staff = await harness.signIn(who, [...roles]);
    actors[who] = { kind: 'staff', id: staff.id, roles };
  }
  cookies.customer = await sessionCookie(harness.app, TEST_CUSTOMER);
  cookies.broker = await sessionCookie(harness.app, TEST_BROKER);
  actors.customer = TEST_CUSTOMER;
  actors.broker = TEST_BROKER;
  actors.anonymous = { kind: 'anonymous' };
  ({ reference } = await insertSubmittedApplication(harness.app.db, {
    source: 'Website',
    applicantEmail: 'aroha.walk@example.co.nz',
    formData: { FirstName: 'Aroha', LastName: 'Walk', LoanAmount: '8000', LoanPurpose: 'Car' },
  }));
  await harness.app.db.insert(complaints).values({
    reference: COMPLAINT,
    category: 'service',
    whatWentWrong: 'Nobody called back.',
    putRight: 'A call.',
    name: 'Aroha Walk',
    email: 'aroha.walk@example.co.nz',
    receivedAt: new Date('2026-11-02T01:00:00Z'),
    acknowledgeBy: '2026-11-04',
    resolveBy: '2026-11-30',
    schemeFrom: '2026-12-28',
  });
});

/** Every registered workspace API route, its parameters filled with a real application's. */
function workspaceApis(): { method: string; url: string }[] {
  return harness.app.routeList
    .filter(({ url }) => url === STAFF_API_PREFIX || url.startsWith(`${STAFF_API_PREFIX}/`))
    .filter(({ method }) => method !== 'OPTIONS')
    .map(({ method, url }) => ({ method, url: url.replace(/:\w+/g, reference) }));
}

const call = (route: { method: string; url: string }, who?: string, payload: object = {}) =>
  harness.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: who && who !== 'anonymous' ? { cookie: cookies[who]! } : {},
    ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload } : {}),
  });

/** What the policy must allow to reach a route: the insight reports, the export, the rest. */
function capabilityOf(url: string): Capability {
  if (url.startsWith('/api/staff/insight/')) return 'view-insight';
  if (url === API.staffQueueExport.path) return 'export-queue';
  if (url.endsWith('/access-report')) return 'view-access-report';
  return 'open-workspace';
}

/** The guard's answer the policy gives: 401 without a session, 403 when `may` says no. */
function policyAnswer(who: string, capability: Capability): 401 | 403 | 'in' {
  const actor = actors[who]!;
  if (actor.kind === 'anonymous') return 401;
  const staff = policyActor(actor);
  return staff && may(staff, capability) ? 'in' : 403;
}

describe('every workspace route and page, as each role, answers as the policy (issue 29)', () => {
  it.each(WHO.map((who) => [who]))('the APIs as %s', async (who) => {
    for (const route of workspaceApis()) {
      const expected = policyAnswer(who, capabilityOf(route.url));
      const response = await call(route, who);
      const where = `${who} ${route.method} ${route.url}`;
      if (expected === 'in') expect([401, 403], where).not.toContain(response.statusCode);
      else expect(response.statusCode, where).toBe(expected);
    }
  });

  it.each(WHO.map((who) => [who]))('the pages as %s', async (who) => {
    for (const id of staffPageIds) {
      const path = STAFF_PAGES[id]!(reference);
      const expected = policyAnswer(who, pageCapability(id));
      const response = await harness.app.inject({
        method: 'GET',
        url: `${PAGE_DATA_API}/${id}?path=${encodeURIComponent(path)}`,
        headers: who !== 'anonymous' ? { cookie: cookies[who]! } : {},
      });
      const state = response.json()[dataKey(id)].state;
      expect(state, `${who} ${path}`).toBe(
        expected === 401 ? 'sign-in-required' : expected === 403 ? 'not-allowed' : 'ok',
      );
    }
  });

  /** Each transition a staff route raises, with a body that is otherwise valid. */
  const TRANSITIONS: { event: WorkflowEvent; path: string; body: object; amount?: number }[] = [
    { event: 'assign', path: API.staffAssign.path, body: { to: 'me' } },
    {
      event: 'request-information',
      path: API.staffRequestInformation.path,
      body: { documents: ['payslip'], dueInWorkingDays: 5 },
    },
    {
      event: 'approve',
      path: API.staffDecide.path,
      body: { outcome: 'approved', amount: 3000, reason: 'Meets lending criteria', comment: 'Ok' },
      amount: 3000,
    },
    {
      event: 'approve-conditionally',
      path: API.staffDecide.path,
      body: {
        outcome: 'conditionally-approved',
        amount: 3000,
        reason: 'Subject to proof of income',
        comment: 'Ok',
      },
      amount: 3000,
    },
    {
      event: 'decline',
      path: API.staffDecide.path,
      body: { outcome: 'declined', reason: 'Credit history', comment: 'Ok' },
    },
    { event: 'withdraw', path: API.staffWithdraw.path, body: { reason: 'Asked by phone' } },
  ];
  const STATES: ApplicationStatus[] = ['submitted', 'in-review', 'information-requested'];

  it.each(['clerk', 'officer', 'approver'].map((who) => [who]))(
    'each transition from each undecided state as %s: done exactly when judge() allows it',
    async (who) => {
      const actor = actors[who]!;
      const staff = {
        ...policyActor(actor)!,
        approvalLimit: harness.app.env.OFFICER_APPROVAL_LIMIT,
      };
      for (const status of STATES)
        for (const transition of TRANSITIONS) {
          const ref = await queuedApplication(harness.app.db, {
            first: 'Walk',
            last: who,
            amount: 3000,
          });
          if (status !== 'submitted')
            await harness.app.db
              .update(applications)
              .set({ workflowStatus: status })
              .where(eq(applications.referenceNumber, Number(ref)));
          const verdict = judge(
            transition.event,
            staff,
            { status, openProposal: null, approvalBlock: null, identityBlock: null },
            { amount: transition.amount ?? null, reason: 'given' },
          );
          const response = await call(
            { method: 'POST', url: transition.path.replace(':reference', ref) },
            who,
            { ...transition.body, version: 0 },
          );
          const where = `${who} ${transition.event} from ${status}: ${response.body}`;
          expect(response.statusCode === 200, where).toBe(verdict.ok);
          if (!verdict.ok) expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        }
    },
    120_000,
  );
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
      // What the policy keeps from the role (an officer does not read the access report).
      if (policyAnswer(who, capabilityOf(route.url)) === 403) {
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        continue;
      }
      // Past the guards: an empty body may be refused as bad input, never as the wrong person.
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});

describe('every workspace page’s data', () => {
  const pageData = (id: string, path: string, who?: string) =>
    harness.app.inject({
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
