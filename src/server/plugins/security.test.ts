import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#domain/contracts/wire.ts';
import { buildApp } from '../app.ts';
import { openTestDatabase, testEnv } from '../test-support/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sessionCookie, TEST_CUSTOMER } from '../test-support/sessions.ts';
import { sessionDeps, setSessionCookie } from '../session/plugin.ts';
import { signIn } from '../session/sessions.ts';
import { readEnv } from '../env.ts';
import {
  CROSS_SITE_REFUSED_MESSAGE,
  PERMISSIONS_POLICY,
  contentSecurityPolicy,
} from './security.ts';

/**
 * Issue 12 proof 7: headers and cookies as production sends them, on every route the app
 * registers, and cross-site request forgery refused on every state-changing call with a cookie.
 */
let app: FastifyInstance;
let database: DatabaseHandle;
const SIGN_IN_FIXTURE = '/test-only/sign-in';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    env: testEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', REQUEST_TIMEOUT_SECONDS: '1' }),
    database,
    pages: false,
  });
  // What the sign-in pages (roles work) will do: issue a session and set its cookie.
  app.get(SIGN_IN_FIXTURE, async (_request, reply) => {
    setSessionCookie(app, reply, await signIn(sessionDeps(app), TEST_CUSTOMER));
    return reply.status(204).send();
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const getRoutes = () =>
  app.routeList
    .filter((route) => route.method === 'GET' && !route.url.includes(':'))
    .map((route) => route.url);
const stateChangingRoutes = () =>
  app.routeList.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));

describe('security headers on every route (issue 12 proof 7)', () => {
  it('sends a CSP without inline scripts that forbids framing by others, HSTS, nosniff, a referrer policy and a Permissions-Policy', async () => {
    const urls = getRoutes();
    expect(urls).toContain(API.healthz.path);
    for (const url of urls) {
      const { headers } = await app.inject(url);
      const csp = String(headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      // Our pages name themselves to our own pages only (decision 114).
      expect(headers['referrer-policy'], url).toBe('same-origin');
      expect(headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it('allows a Chatwoot chat’s origin only when it is the configured chat (issue 23 item 11)', () => {
    const chatwoot = 'https://chat.kowhai.example.nz';
    const directives = (env: Record<string, string>) =>
      Object.values(contentSecurityPolicy(readEnv(env))).flat();
    expect(directives({}).join(' ')).not.toContain('chat.kowhai');
    const policy = contentSecurityPolicy(
      readEnv({
        CHAT_PROVIDER: 'chatwoot',
        CHATWOOT_BASE_URL: chatwoot,
        CHATWOOT_WEBSITE_TOKEN: 'Wk3xTq9rPz',
      }),
    );
    expect(policy.scriptSrc).toContain(chatwoot);
    expect(policy.frameSrc).toContain(chatwoot);
    expect(policy.connectSrc).toEqual(["'self'", chatwoot, 'wss://chat.kowhai.example.nz']);
  });

  it('tells caches never to keep an API answer that sets no caching of its own, such as resume', async () => {
    const resume = await app.inject({
      method: 'POST',
      url: API.loanAppResume.path,
    });
    // No application in this visitor's session: 204 (decision 059).
    expect(resume.statusCode).toBe(204);
    expect(resume.headers['cache-control']).toBe('no-store');
  });
});

describe('the session cookie (issue 12 proof 7)', () => {
  it('is HttpOnly, Secure in production and SameSite', async () => {
    const response = await app.inject(SIGN_IN_FIXTURE);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('cross-site request forgery (issue 12 proof 7, decision 042)', () => {
  it('refuses every state-changing call that carries the session cookie from another site', async () => {
    const cookie = await sessionCookie(app, TEST_CUSTOMER);
    const routes = stateChangingRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      for (const headers of [
        { cookie, origin: 'https://attacker.example' },
        { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
        { cookie, 'sec-fetch-site': 'same-site' },
      ]) {
        const response = await app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers,
          payload: {},
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toEqual({ error: CROSS_SITE_REFUSED_MESSAGE });
      }
    }
  });

  it('lets our own pages sign out, by Sec-Fetch-Site or by Origin', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    ]) {
      const cookie = await sessionCookie(app, TEST_CUSTOMER);
      const response = await app.inject({
        method: 'POST',
        url: '/api/session/sign-out',
        headers: { ...headers, cookie },
      });
      expect(response.statusCode).toBe(204);
    }
  });
});

describe('slow requests (issue 12 finding 11)', () => {
  it('cuts off a client that sends its body too slowly', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = net.connect(Number(port), '127.0.0.1');
    const closed = new Promise<string>((resolve) => {
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
    });
    socket.write(
      'POST /api/loan-app/log HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => socket.write(' '), 200);
    const answer = await Promise.race([
      closed,
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 8_000)),
    ]);
    clearInterval(drip);
    socket.destroy();
    expect(answer).not.toBe('still open');
  }, 15_000);
});
