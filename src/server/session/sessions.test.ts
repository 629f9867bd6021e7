import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { buildTestApp, openTestDatabase, testEnv } from '#server/test-support/test-app.ts';
import {
  sessionCookie,
  TEST_BROKER,
  TEST_CUSTOMER,
  TEST_STAFF,
} from '#server/test-support/sessions.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/index.ts';
import { SESSION_COOKIE, sessionDeps, setSessionCookie } from './plugin.ts';
import { NOT_ALLOWED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from './guards.ts';
import { resolveActor, sessionIdHash, signIn, sweepExpiredSessions } from './sessions.ts';

let now = new Date('2026-11-23T09:00:00Z');
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => now }));
});
afterAll(async () => close());

const MINUTE = 60_000;
const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const idOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

describe('one guard per route prefix (issue 7, architecture "API surface")', () => {
  const areas = [
    ['/api/account/profile', TEST_CUSTOMER],
    ['/api/broker/applications', TEST_BROKER],
    ['/api/staff/no-such-route', TEST_STAFF],
  ] as const;

  it.each(areas)('answers %s with 401 and the error shape without a session', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED_MESSAGE });
  });

  it('answers 401 for a cookie that names no session, and clears it', async () => {
    const response = await get('/api/account/profile', `${SESSION_COOKIE}=made-up`);
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });

  it('answers 403 for a session of another kind and lets the right kind through', async () => {
    const cookies = {
      customer: await sessionCookie(app, TEST_CUSTOMER),
      broker: await sessionCookie(app, TEST_BROKER),
      staff: await sessionCookie(app, TEST_STAFF),
    };
    for (const [url, actor] of areas) {
      for (const [kind, cookie] of Object.entries(cookies)) {
        const response = await get(url, cookie);
        if (kind === actor.kind) {
          // Past the guard: no route of that name exists yet.
          expect(response.statusCode, `${kind} on ${url}`).toBe(404);
        } else {
          expect(response.statusCode, `${kind} on ${url}`).toBe(403);
          expect(response.json()).toEqual({ error: NOT_ALLOWED_MESSAGE });
        }
      }
    }
  });
});

describe('the session record (decision 021)', () => {
  it('creates no session for anonymous visitors', async () => {
    const before = await app.db.$count(sessions);
    await get('/healthz');
    await get('/api/account/profile');
    await app.inject({ method: 'GET', url: '/api/branches' });
    expect(await app.db.$count(sessions)).toBe(before);
  });

  it('stores only a hash of the id, so a database read yields no working cookie', async () => {
    const cookie = await sessionCookie(app, TEST_STAFF);
    const id = idOf(cookie);
    const rows = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sessionIdHash(id)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(id);
    expect((await get('/api/staff/x', `${SESSION_COOKIE}=${rows[0]!.idHash}`)).statusCode).toBe(
      401,
    );
    expect(await resolveActor(sessionDeps(app), id)).toEqual(TEST_STAFF);
  });

  it('ends after the idle time without a request, and a request restarts the idle clock', async () => {
    const cookie = await sessionCookie(app, TEST_CUSTOMER);
    const start = now;
    try {
      now = new Date(start.getTime() + 29 * MINUTE);
      expect((await get('/api/account/x', cookie)).statusCode).toBe(404);
      now = new Date(start.getTime() + 58 * MINUTE);
      expect((await get('/api/account/x', cookie)).statusCode).toBe(404);
      now = new Date(start.getTime() + 89 * MINUTE);
      expect((await get('/api/account/x', cookie)).statusCode).toBe(401);
      // Expired rows are removed when met.
      const hash = sessionIdHash(idOf(cookie));
      expect(await app.db.$count(sessions, eq(sessions.idHash, hash))).toBe(0);
    } finally {
      now = start;
    }
  });

  it('ends a staff session after 15 idle minutes while a customer session lives on (issue 20)', async () => {
    const deps = sessionDeps(app);
    const start = now;
    try {
      const staff = await signIn(deps, TEST_STAFF);
      const customer = await signIn(deps, TEST_CUSTOMER);
      now = new Date(start.getTime() + 14 * MINUTE);
      expect((await resolveActor(deps, staff.id)).kind).toBe('staff');
      now = new Date(now.getTime() + 15 * MINUTE + 1000);
      await sweepExpiredSessions(deps);
      const rows = (id: string) => app.db.$count(sessions, eq(sessions.idHash, sessionIdHash(id)));
      expect(await rows(staff.id)).toBe(0);
      expect(await rows(customer.id)).toBe(1);
      expect((await resolveActor(deps, staff.id)).kind).toBe('anonymous');
      expect((await resolveActor(deps, customer.id)).kind).toBe('customer');
    } finally {
      now = start;
    }
  });

  it('ends at the absolute expiry however active (SESSION_ABSOLUTE_HOURS, 12 by default)', async () => {
    const cookie = await sessionCookie(app, TEST_BROKER);
    const start = now;
    try {
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        now = new Date(start.getTime() + minutes * MINUTE);
        expect((await get('/api/broker/x', cookie)).statusCode).toBe(404);
      }
      now = new Date(start.getTime() + 12 * 60 * MINUTE);
      expect((await get('/api/broker/x', cookie)).statusCode).toBe(401);
    } finally {
      now = start;
    }
  });

  it('rotates the id at sign-in: the id from before no longer works', async () => {
    const before = idOf(await sessionCookie(app, TEST_CUSTOMER));
    const after = await signIn(sessionDeps(app), TEST_BROKER, before);
    expect(after.id).not.toBe(before);
    expect((await get('/api/account/x', `${SESSION_COOKIE}=${before}`)).statusCode).toBe(401);
    expect((await get('/api/broker/x', `${SESSION_COOKIE}=${after.id}`)).statusCode).toBe(404);
  });

  it('sweeps sessions past their idle or absolute expiry, and only those (issue 8)', async () => {
    const start = now;
    try {
      const idle = idOf(await sessionCookie(app, TEST_CUSTOMER));
      const old = idOf(await sessionCookie(app, TEST_BROKER));
      const count = (id: string) => app.db.$count(sessions, eq(sessions.idHash, sessionIdHash(id)));
      // The broker's session is used every 20 minutes until its absolute expiry.
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        now = new Date(start.getTime() + minutes * MINUTE);
        await resolveActor(sessionDeps(app), old);
      }
      now = new Date(start.getTime() + 12 * 60 * MINUTE);
      const active = idOf(await sessionCookie(app, TEST_STAFF));
      expect(await sweepExpiredSessions(sessionDeps(app))).toBeGreaterThanOrEqual(2);
      expect(await count(idle)).toBe(0);
      expect(await count(old)).toBe(0);
      expect(await count(active)).toBe(1);
    } finally {
      now = start;
    }
  });

  it('sign-out destroys the session row and clears the cookie', async () => {
    const cookie = await sessionCookie(app, TEST_CUSTOMER);
    const hash = sessionIdHash(idOf(cookie));
    const response = await app.inject({
      method: 'POST',
      url: '/api/session/sign-out',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(await app.db.$count(sessions, eq(sessions.idHash, hash))).toBe(0);
    expect((await get('/api/account/x', cookie)).statusCode).toBe(401);
  });
});

describe('the session cookie', () => {
  async function cookieSetBy(nodeEnv: 'production' | 'test') {
    const site = Fastify();
    await site.register(fastifyCookie);
    site.decorate('env', testEnv({ NODE_ENV: nodeEnv }));
    site.get('/', async (_request, reply) => {
      setSessionCookie(site, reply, { id: 'abc', expiresAt: new Date('2026-11-23T21:00:00Z') });
      return 'ok';
    });
    const header = (await site.inject({ method: 'GET', url: '/' })).headers['set-cookie'];
    await site.close();
    return String(header);
  }

  it('is HttpOnly and SameSite=Lax, Secure in production, and ends at the absolute expiry', async () => {
    const production = await cookieSetBy('production');
    expect(production).toMatch(/^session=abc;/);
    expect(production).toContain('HttpOnly');
    expect(production).toContain('SameSite=Lax');
    expect(production).toContain('Secure');
    expect(production).toContain('Path=/');
    expect(production).toContain('Expires=Mon, 23 Nov 2026 21:00:00 GMT');
    expect(await cookieSetBy('test')).not.toContain('Secure');
  });
});

describe('several server processes share the sessions (architecture "Scale path")', () => {
  let database: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let closeA: () => Promise<void>;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    database = await openTestDatabase();
    // On PostgreSQL (TEST_POSTGRES_URL) the second app has its own pool, as a second process
    // would; on PGlite, which one process owns, both apps share the one database.
    second = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
    ({ app: appA, close: closeA } = await buildTestApp({ database }));
    ({ app: appB, close: closeB } = await buildTestApp({ database: second }));
  });
  afterAll(async () => {
    await closeA();
    await closeB();
    if (second !== database) await second.close();
    await database.close();
  });

  it('honours on one app a session created through another, and a sign-out on either', async () => {
    const cookie = await sessionCookie(appA, TEST_STAFF);
    const on = (target: FastifyInstance) =>
      target.inject({ method: 'GET', url: '/api/staff/x', headers: { cookie } });
    expect((await on(appB)).statusCode).toBe(404);
    expect((await on(appA)).statusCode).toBe(404);
    await appB.inject({ method: 'POST', url: '/api/session/sign-out', headers: { cookie } });
    expect((await on(appA)).statusCode).toBe(401);
  });
});
