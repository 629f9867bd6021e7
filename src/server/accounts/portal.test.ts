import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { NOT_ALLOWED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '#server/session/guards.ts';
import { applications } from '#server/db/schema/index.ts';
import { APPLICATION_NOT_FOUND_MESSAGE } from '#server/loan-application/application-access.ts';
import { pageDataLoaders } from '#server/page-data.ts';
import { applicant, saveSteps } from '#server/test-support/loan-application.ts';
import {
  sessionCookie,
  TEST_BROKER,
  TEST_CUSTOMER,
  TEST_STAFF,
} from '#server/test-support/sessions.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

let now = new Date('2026-11-23T09:00:00Z');
let app: FastifyInstance;
let close: () => Promise<void>;

const OTHER_CUSTOMER = { kind: 'customer', id: 'customer-2' } as const;
const HOUR = 3_600_000;

/** An application saved to `lastStep`, then marked as `owner`'s (the roles work sets it on save). */
async function applicationOf(owner: string | null, lastStep: 1 | 2 | 4, lastName = 'Ngata') {
  const { keys, answers } = await saveSteps(app, applicant({ LastName: lastName }), lastStep);
  await app.db
    .update(applications)
    .set({ ownerAccountId: owner })
    .where(eq(applications.token, keys.Token));
  return { keys, reference: String(answers.at(-1)!.Reference) };
}

const portalData = async (cookie?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/page-data/account?path=${encodeURIComponent('/account/')}`,
      headers: cookie ? { cookie } : {},
    })
  ).json();

const continueCall = (reference: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/account/applications/continue',
    payload: { reference },
    headers: cookie ? { cookie } : {},
  });

let mine: Awaited<ReturnType<typeof applicationOf>>;
let mineSubmitted: Awaited<ReturnType<typeof applicationOf>>;
let theirs: Awaited<ReturnType<typeof applicationOf>>;
let anonymous: Awaited<ReturnType<typeof applicationOf>>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => now }));
  mine = await applicationOf(TEST_CUSTOMER.id, 2);
  mineSubmitted = await applicationOf(TEST_CUSTOMER.id, 4, 'Decline');
  theirs = await applicationOf(OTHER_CUSTOMER.id, 1);
  anonymous = await applicationOf(null, 1);
}, 120_000);
afterAll(async () => close());

describe('the customer portal /account/ (issue 8 "Sign-in" 3)', () => {
  it("lists only the signed-in customer's applications, with step, status and reference", async () => {
    const data = await portalData(await sessionCookie(app, TEST_CUSTOMER));
    expect(data.accountPortal.state).toBe('ok');
    const listed = data.accountPortal.applications;
    expect(listed.map((a: { reference: string }) => a.reference).sort()).toEqual(
      [mine.reference, mineSubmitted.reference].sort(),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({ reference: mine.reference, step: 3, status: 'in-progress' }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({
        reference: mineSubmitted.reference,
        status: 'submitted',
        decision: 'declined',
      }),
    );
    // Never the application's keys.
    const text = JSON.stringify(data);
    for (const { keys } of [mine, mineSubmitted]) {
      expect(text).not.toContain(keys.Token);
      expect(text).not.toContain(keys.Guid);
    }
  });

  it('shows another customer only their own', async () => {
    const data = await portalData(await sessionCookie(app, OTHER_CUSTOMER));
    expect(data.accountPortal.applications).toEqual([
      expect.objectContaining({ reference: theirs.reference }),
    ]);
  });

  it('asks an anonymous visitor to sign in and tells a broker or staff the page is not theirs', async () => {
    expect((await portalData()).accountPortal).toEqual({ state: 'sign-in-required' });
    for (const actor of [TEST_BROKER, TEST_STAFF])
      expect((await portalData(await sessionCookie(app, actor))).accountPortal).toEqual({
        state: 'not-customer',
      });
  });

  it('loads the same data for the server render as for a client-side navigation', async () => {
    const data = await pageDataLoaders.account({
      app,
      request: { actor: OTHER_CUSTOMER } as never,
      url: new URL('http://localhost/account/'),
    });
    expect(data).toEqual(await portalData(await sessionCookie(app, OTHER_CUSTOMER)));
  });
});

describe('"Continue" in the portal (issue 8 "Sign-in" 3, decision 046)', () => {
  it("makes the owner's session hold an unfinished application, which then resumes (no key handed out)", async () => {
    const cookie = await sessionCookie(app, TEST_CUSTOMER);
    const response = await continueCall(mine.reference, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Step: 3 });
    // The step page resumes from the session (decision 059).
    const resumed = await app.inject({
      method: 'POST',
      url: '/api/loan-app/resume',
      payload: {},
      headers: { cookie },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ Reference: mine.reference, Step: 3 });
  });

  it('opens an application whose anonymous resume window has passed, for its owner', async () => {
    const start = now;
    try {
      now = new Date(start.getTime() + 48 * HOUR);
      const cookie = await sessionCookie(app, TEST_CUSTOMER);
      const resume = () =>
        app.inject({
          method: 'POST',
          url: '/api/loan-app/resume',
          payload: {},
          headers: { cookie },
        });
      expect((await continueCall(mine.reference, cookie)).statusCode).toBe(200);
      expect((await resume()).statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it("never continues another customer's, an unowned or a submitted application", async () => {
    const cookie = await sessionCookie(app, TEST_CUSTOMER);
    for (const reference of [theirs.reference, anonymous.reference, mineSubmitted.reference]) {
      const response = await continueCall(reference, cookie);
      expect(response.statusCode, reference).toBe(404);
      expect(response.json()).toEqual({ error: APPLICATION_NOT_FOUND_MESSAGE });
      expect(response.body).not.toContain(theirs.keys.Token);
    }
  });

  it('answers 401 without a session, 403 for a broker and 400 for a reference that is not one', async () => {
    const noSession = await continueCall(mine.reference);
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toEqual({ error: SIGN_IN_REQUIRED_MESSAGE });
    const broker = await continueCall(mine.reference, await sessionCookie(app, TEST_BROKER));
    expect(broker.statusCode).toBe(403);
    expect(broker.json()).toEqual({ error: NOT_ALLOWED_MESSAGE });
    const cookie = await sessionCookie(app, TEST_CUSTOMER);
    for (const reference of ['abc', '', '1'.repeat(40), "1' or 1=1"])
      expect((await continueCall(reference, cookie)).statusCode, reference).toBe(400);
  });
});
