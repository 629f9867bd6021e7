import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, demoAccounts } from '#content/accounts.ts';
import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from '#domain/contracts/wire.ts';
import { seedDemoAccounts } from '#server/accounts/seed-demo.ts';
import {
  SIGN_IN_FAILURE_WINDOW_MINUTES,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  sweepSignInFailures,
} from '#server/accounts/sign-in-limit.ts';
import { signInFailures } from '#server/db/schema/index.ts';
import { SESSION_COOKIE } from '#server/session/plugin.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let now = new Date('2026-11-23T09:00:00Z');

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => now }));
  await seedDemoAccounts(app.db, demoAccounts);
});
afterAll(async () => close());

let address = 0;
/** Each test from its own client address, so the per-address limit of one test spares the others. */
const nextAddress = () => `198.51.100.${++address}`;

function signIn(email: string, password: string, remoteAddress: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/session/sign-in',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

function cookieOf(response: Awaited<ReturnType<typeof signIn>>): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'a session cookie').toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  return `${SESSION_COOKIE}=${cookie!.value}`;
}

/** 401 without a customer session, 404 with one (the area has no such route). */
const customerArea = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/account/nothing-here', headers: { cookie } });

describe('POST /api/session/sign-in (issue 8 "Sign-in")', () => {
  it('signs a demo customer in whatever the email case, with a session the guards honour', async () => {
    const response = await signIn('Aroha.Ngata@example.co.nz', DEMO_PASSWORD, nextAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'customer' });
    expect((await customerArea(cookieOf(response))).statusCode).toBe(404);
  });

  it.each([
    ['a broker', 'broker@harbour.example.co.nz', 'broker'],
    ['staff', 'staff@kowhai.example.nz', 'staff'],
  ])('signs %s in as that kind', async (_, email, kind) => {
    const response = await signIn(email, DEMO_PASSWORD, nextAddress());
    expect(response.json()).toEqual({ kind });
  });

  it('gives an unknown email and a wrong password the same answer and no session', async () => {
    const from = nextAddress();
    const unknown = await signIn('nobody@example.co.nz', DEMO_PASSWORD, from);
    const wrong = await signIn('aroha.ngata@example.co.nz', 'not-the-password', from);
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: SIGN_IN_REFUSED_MESSAGE });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
  });

  it('rotates the session: the cookie held before signing in no longer works', async () => {
    const from = nextAddress();
    const first = cookieOf(await signIn('aroha.ngata@example.co.nz', DEMO_PASSWORD, from));
    const second = cookieOf(await signIn('aroha.ngata@example.co.nz', DEMO_PASSWORD, from, first));
    expect(second).not.toBe(first);
    expect((await customerArea(first)).statusCode).toBe(401);
    expect((await customerArea(second)).statusCode).toBe(404);
  });

  it('ends the session on the server at sign-out', async () => {
    const cookie = cookieOf(
      await signIn('aroha.ngata@example.co.nz', DEMO_PASSWORD, nextAddress()),
    );
    const out = await app.inject({
      method: 'POST',
      url: '/api/session/sign-out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await customerArea(cookie)).statusCode).toBe(401);
  });

  it('refuses a malformed body with 400 before it looks anything up', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      payload: { email: 'a@b.nz', password: 'x'.repeat(1025) },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('limits guesses from one address, whichever emails they try', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(
        (await signIn(`guess-${attempt}@example.co.nz`, DEMO_PASSWORD, from)).statusCode,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});

describe('the per-account sign-in limit (issue 8 "Sign-in")', () => {
  const failFor = async (email: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt += 1)
      expect((await signIn(email, `wrong-${attempt}`, nextAddress())).statusCode).toBe(401);
  };

  it('refuses an email after its failures from many addresses, even with the right password', async () => {
    await failFor('sam.wilson@example.co.nz', SIGN_IN_MAX_FAILURES_PER_ACCOUNT);
    const refused = await signIn('SAM.wilson@example.co.nz ', DEMO_PASSWORD, nextAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: SIGN_IN_LOCKED_MESSAGE });
    expect(refused.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    // Other accounts are not affected.
    expect((await signIn('staff@kowhai.example.nz', DEMO_PASSWORD, nextAddress())).statusCode).toBe(
      200,
    );
  });

  it('says when to try again: the sixth wrong password gets a 429 with Retry-After (issue 23 B2)', async () => {
    await failFor('retry.after@example.co.nz', SIGN_IN_MAX_FAILURES_PER_ACCOUNT);
    const sixth = await signIn('retry.after@example.co.nz', 'wrong-again', nextAddress());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: SIGN_IN_LOCKED_MESSAGE });
    // The window counts from the first failure, all made at this test's clock.
    expect(sixth.headers['retry-after']).toBe(String(SIGN_IN_FAILURE_WINDOW_MINUTES * 60));
  });

  it('limits an unknown email the same way, so the answer does not reveal which emails exist', async () => {
    await failFor('no-account@example.co.nz', SIGN_IN_MAX_FAILURES_PER_ACCOUNT);
    const refused = await signIn('no-account@example.co.nz', DEMO_PASSWORD, nextAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: SIGN_IN_LOCKED_MESSAGE });
  });

  it('lets the email in again once the window from its first failure has passed', async () => {
    const start = now;
    try {
      await failFor('broker@harbour.example.co.nz', SIGN_IN_MAX_FAILURES_PER_ACCOUNT);
      now = new Date(start.getTime() + (SIGN_IN_FAILURE_WINDOW_MINUTES - 1) * 60_000);
      expect(
        (await signIn('broker@harbour.example.co.nz', DEMO_PASSWORD, nextAddress())).statusCode,
      ).toBe(429);
      now = new Date(start.getTime() + SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000);
      expect(
        (await signIn('broker@harbour.example.co.nz', DEMO_PASSWORD, nextAddress())).statusCode,
      ).toBe(200);
    } finally {
      now = start;
    }
  });

  it('sweeps the failures whose window has ended, and keeps the others', async () => {
    const start = now;
    try {
      await failFor('old-failures@example.co.nz', 1);
      now = new Date(start.getTime() + 10 * 60_000);
      await failFor('new-failures@example.co.nz', 1);
      const before = await app.db.$count(signInFailures);
      now = new Date(start.getTime() + SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000);
      expect(await sweepSignInFailures({ db: app.db, clock: () => now })).toBeGreaterThanOrEqual(1);
      const after = await app.db.$count(signInFailures);
      expect(after).toBeLessThan(before);
      expect(after).toBeGreaterThanOrEqual(1);
    } finally {
      now = start;
    }
  });

  it('forgets the failures at a successful sign-in', async () => {
    const email = 'aroha.ngata@example.co.nz';
    await failFor(email, SIGN_IN_MAX_FAILURES_PER_ACCOUNT - 1);
    expect((await signIn(email, DEMO_PASSWORD, nextAddress())).statusCode).toBe(200);
    await failFor(email, SIGN_IN_MAX_FAILURES_PER_ACCOUNT - 1);
    expect((await signIn(email, DEMO_PASSWORD, nextAddress())).statusCode).toBe(200);
  });
});
