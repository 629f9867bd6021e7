import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import {
  TWO_FACTOR_CODE_NEEDED,
  TWO_FACTOR_CODE_REFUSED,
  TWO_FACTOR_ENROL_NEEDED,
} from '#domain/session/two-factor.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { SESSION_COOKIE } from '#server/session/plugin.ts';
import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT } from './sign-in-limit.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { createStaffAccount } from './staff-accounts.ts';

// Staff's second factor (issue 20, decision 094), through the API as the sign-in page uses it.
// Codes are computed from the secret the enrolment shows, at the app's clock.
let now = new Date('2026-11-23T09:00:00Z');
let demo: FastifyInstance;
let real: FastifyInstance;
const closes: Array<() => Promise<void>> = [];
const PASSWORD = 'a long staff password 2026';

beforeAll(async () => {
  const built = await buildTestApp({ clock: () => now });
  demo = built.app;
  closes.push(built.close);
  // A real deployment (NODE_ENV=production with DATABASE_URL, decision 076) on the same database.
  const production = await buildTestApp({
    database: built.database,
    clock: () => now,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
      PUBLIC_BASE_URL: 'https://lender.example.nz',
      PAYMENT_PROVIDER: 'sandbox',
      CREDIT_PROVIDER: 'sandbox',
      EMAIL_TRANSPORT: 'sandbox',
      BANK_LINK_MULTIBANK_URL: '/sandbox/bank-link/',
      IDENTITY_CHECK_PROVIDER: 'sandbox',
      LOAN_SERVICING_PROVIDER: 'sandbox',
      PAYOUT_PROVIDER: 'sandbox',
      NAME_CHECK_PROVIDER: 'sandbox',
      BANK_STATEMENTS_PROVIDER: 'sandbox',
    },
  });
  real = production.app;
  closes.unshift(production.close);
  expect(real.env.realDeployment).toBe(true);
});
afterAll(async () => {
  for (const close of closes) await close();
});

let address = 0;
const post = (app: FastifyInstance, url: string, payload: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `198.51.100.${++address}`,
    headers: cookie ? { cookie } : {},
  });
const signIn = (app: FastifyInstance, email: string, code?: string) =>
  post(app, '/api/session/sign-in', { email, password: PASSWORD, ...(code ? { code } : {}) });
const codeAt = (secret: string, at: Date) =>
  generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }) => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
};
const workspace = (app: FastifyInstance, cookie: string | undefined) =>
  app.inject({ method: 'GET', url: '/api/staff/applications', headers: { cookie: cookie ?? '' } });

/** Enrols through the real deployment's sign-in path; answers the secret and recovery codes. */
async function enrol(email: string) {
  await createStaffAccount(demo.db, { email, role: 'officer', password: PASSWORD });
  const refused = await signIn(real, email);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ error: TWO_FACTOR_ENROL_NEEDED, secondFactor: 'enrol' });
  expect(cookieOf(refused)).toBeUndefined();
  const started = await post(real, '/api/session/two-factor/enrol', { email, password: PASSWORD });
  expect(started.statusCode).toBe(200);
  const { secret, uri, qrSvg } = started.json<{ secret: string; uri: string; qrSvg: string }>();
  expect(uri).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg/);
  const wrong = await post(real, '/api/session/two-factor/confirm', {
    email,
    password: PASSWORD,
    code: codeAt(secret, new Date(now.getTime() + 10 * 60_000)),
  });
  expect(wrong.statusCode).toBe(401);
  const confirmed = await post(real, '/api/session/two-factor/confirm', {
    email,
    password: PASSWORD,
    code: codeAt(secret, now),
  });
  expect(confirmed.statusCode).toBe(200);
  const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  // Confirming signs in: the workspace opens.
  expect((await workspace(real, cookieOf(confirmed))).statusCode).toBe(200);
  return { secret, recoveryCodes };
}

describe('a real deployment requires staff to sign in with a second factor', () => {
  it('refuses a staff member without one, sets it up, then asks for the code after the password', async () => {
    const { secret } = await enrol('kiri@lender.example.nz');
    now = new Date(now.getTime() + 60_000);
    const asked = await signIn(real, 'kiri@lender.example.nz');
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({ error: TWO_FACTOR_CODE_NEEDED, secondFactor: 'code' });
    expect(cookieOf(asked)).toBeUndefined();
    const code = codeAt(secret, now);
    const signedIn = await signIn(real, 'kiri@lender.example.nz', code);
    expect(signedIn.statusCode).toBe(200);
    expect((await workspace(real, cookieOf(signedIn))).statusCode).toBe(200);
    // The same code again is refused: a code works once.
    const replayed = await signIn(real, 'kiri@lender.example.nz', code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ error: TWO_FACTOR_CODE_REFUSED, secondFactor: 'code' });
  });

  it('takes a recovery code once: used twice, the second is refused', async () => {
    const { recoveryCodes } = await enrol('hemi@lender.example.nz');
    const first = await signIn(real, 'hemi@lender.example.nz', recoveryCodes[3]!.toUpperCase());
    expect(first.statusCode).toBe(200);
    const second = await signIn(real, 'hemi@lender.example.nz', recoveryCodes[3]);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ secondFactor: 'code' });
    expect((await signIn(real, 'hemi@lender.example.nz', recoveryCodes[4])).statusCode).toBe(200);
  });

  it('refuses a wrong code and a code from another time', async () => {
    const { secret } = await enrol('tui@lender.example.nz');
    const later = codeAt(secret, new Date(now.getTime() + 5 * 60_000));
    expect((await signIn(real, 'tui@lender.example.nz', later)).statusCode).toBe(401);
    expect((await signIn(real, 'tui@lender.example.nz', 'zzzzz-zzzzz')).statusCode).toBe(401);
  });
});

describe('the embedded demo keeps the second factor optional', () => {
  it('signs staff in with the password alone, and with the code once they have set it up', async () => {
    await createStaffAccount(demo.db, {
      email: 'demo-officer@lender.example.nz',
      role: 'officer',
      password: PASSWORD,
    });
    const plain = await signIn(demo, 'demo-officer@lender.example.nz');
    expect(plain.statusCode).toBe(200);
    const cookie = cookieOf(plain)!;
    // Signed in, the staff member sets it up without the password.
    const started = await post(demo, '/api/session/two-factor/enrol', {}, cookie);
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<{ secret: string }>();
    const confirmed = await post(
      demo,
      '/api/session/two-factor/confirm',
      { code: codeAt(secret, now) },
      cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    now = new Date(now.getTime() + 60_000);
    expect((await signIn(demo, 'demo-officer@lender.example.nz')).statusCode).toBe(401);
    const withCode = await signIn(demo, 'demo-officer@lender.example.nz', codeAt(secret, now));
    expect(withCode.statusCode).toBe(200);
  });

  // Issue 34 finding 6 (OWASP Authentication Cheat Sheet, "Account Lockout"): a lock anyone can
  // set by guessing hands an attacker the switch. Wrong passwords from many addresses do not stop
  // the staff member signing in with the password and the code; nor do they learn whether a
  // password alone is right; the staff member is told by email.
  it('does not let wrong passwords from many addresses lock out a staff member with a second factor', async () => {
    const email = 'targeted@lender.example.nz';
    const { secret } = await enrol(email);
    for (let guess = 0; guess < SIGN_IN_MAX_FAILURES_PER_ACCOUNT * 2; guess += 1) {
      const wrong = await post(real, '/api/session/sign-in', { email, password: `guess ${guess}` });
      expect(wrong.statusCode).toBe(401);
    }
    // Past the limit, the password alone says nothing: the code is asked first, right or wrong.
    const passwordOnly = await signIn(real, email);
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json()).toEqual({ error: TWO_FACTOR_CODE_NEEDED, secondFactor: 'code' });
    const wrongWithCode = await post(real, '/api/session/sign-in', {
      email,
      password: 'one more guess',
      code: codeAt(secret, now),
    });
    expect(wrongWithCode.statusCode).toBe(401);
    now = new Date(now.getTime() + 60_000);
    const owner = await signIn(real, email, codeAt(secret, now));
    expect(owner.statusCode).toBe(200);
    expect((await workspace(real, cookieOf(owner))).statusCode).toBe(200);
    const told = await real.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
    expect(told.map((message) => message.kind)).toEqual(['sign-in-failures']);
    expect(told[0]!.text).not.toContain('guess');
  });

  it('sets up nothing for a customer or without credentials', async () => {
    expect((await post(demo, '/api/session/two-factor/enrol', {})).statusCode).toBe(401);
  });
});
