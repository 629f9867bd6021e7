import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#domain/contracts/wire.ts';
import { PAGE_DATA_API } from '#domain/pages/route-data.ts';
import { applicant, saveSteps } from '../test-support/loan-application.ts';
import {
  buildTestApp,
  openTestDatabase,
  type TestDatabaseHandle,
} from '../test-support/test-app.ts';
import { APPREF_RATE_LIMIT } from '../loan-application/outcome-page-data.ts';

/**
 * Issue 12 finding 7: the client address comes from X-Forwarded-For only when it was sent by a
 * configured proxy, and the counters are shared by every process (the database here; Redis when
 * REDIS_URL is set).
 */
const RESUME_LIMIT = 60;
/** What resume answers a client whose session holds no application (decision 059). */
const NOTHING_TO_RESUME = 204;
let database: TestDatabaseHandle;
const apps: FastifyInstance[] = [];

async function appOn(env: Record<string, string> = {}) {
  const { app } = await buildTestApp({ database, env });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

let nextAddress = 1;
const freshAddress = () => `192.0.2.${nextAddress++}`;

function resume(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  return app.inject({
    method: API.loanAppResume.method,
    url: API.loanAppResume.path,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

describe('rate limits (issue 12 finding 7)', () => {
  it('cannot be reset by a made-up X-Forwarded-For when no proxy is configured', async () => {
    const app = await appOn();
    const client = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= RESUME_LIMIT; i++)
      statuses.push((await resume(app, client, `203.0.113.${i % 250}`)).statusCode);
    expect(statuses.slice(0, RESUME_LIMIT).every((status) => status === NOTHING_TO_RESUME)).toBe(
      true,
    );
    expect(statuses[RESUME_LIMIT]).toBe(429);
  });

  it('counts each client behind a configured proxy by its forwarded address', async () => {
    const proxy = '198.51.100.7';
    const app = await appOn({ TRUST_PROXY: `${proxy},10.0.0.0/8` });
    for (let i = 0; i < RESUME_LIMIT; i++) await resume(app, proxy, '203.0.113.50');
    expect((await resume(app, proxy, '203.0.113.50')).statusCode).toBe(429);
    expect((await resume(app, proxy, '203.0.113.51')).statusCode).toBe(NOTHING_TO_RESUME);
  });

  it('shares the counters between two processes on one database', async () => {
    const [first, second] = [await appOn(), await appOn()];
    const client = freshAddress();
    for (let i = 0; i < RESUME_LIMIT / 2; i++) {
      expect((await resume(first, client)).statusCode).toBe(NOTHING_TO_RESUME);
      expect((await resume(second, client)).statusCode).toBe(NOTHING_TO_RESUME);
    }
    expect((await resume(first, client)).statusCode).toBe(429);
    expect((await resume(second, client)).statusCode).toBe(429);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'shares the counters between two processes through Redis when REDIS_URL is set',
    async () => {
      const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
      const [first, second] = [await appOn(env), await appOn(env)];
      const client = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < RESUME_LIMIT / 2; i++) {
        await resume(first, client);
        await resume(second, client);
      }
      expect((await resume(first, client)).statusCode).toBe(429);
    },
  );

  it('limits look-ups of the success page by appref', async () => {
    const app = await appOn({ CAPTCHA_TEST_MODE: 'true' });
    const { keys } = await saveSteps(app, applicant());
    const client = freshAddress();
    const lookUp = async (appref: string) =>
      (
        await app.inject({
          url: `${PAGE_DATA_API}/loan-application-success`,
          query: { path: `/loan-application/success/?appref=${encodeURIComponent(appref)}` },
          remoteAddress: client,
        })
      ).json().loanApplicationOutcome;
    expect(await lookUp(keys.Token)).not.toBeNull();
    for (let i = 1; i < APPREF_RATE_LIMIT.max; i++) await lookUp(`guess-${i}`);
    expect(await lookUp(keys.Token)).toBeNull();
  }, 60_000);
});
