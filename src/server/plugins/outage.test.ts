import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceUnavailable } from '#content/page-errors.ts';
import { API, SERVER_FAULT_MESSAGE } from '#domain/contracts/wire.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { testEnv } from '../test-support/test-app.ts';
import { DATABASE_PAGE_SSR_ENTRY, fixtureWorkDir } from '../test-support/server-process.ts';

let work: Awaited<ReturnType<typeof fixtureWorkDir>>;
let app: FastifyInstance;

beforeAll(async () => {
  work = await fixtureWorkDir({ ssrEntry: DATABASE_PAGE_SSR_ENTRY });
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  app = await buildApp({
    env: testEnv({
      WEB_DIST_DIR: `${work.dir}/dist`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
    }),
    database,
    pages: true,
  });
  await app.ready();
  // The database goes away under a running app (the fault proxy test does it on PostgreSQL).
  await database.close();
}, 120_000);
afterAll(async () => {
  await app.close();
  await work.remove();
});

describe('a database outage (issue 12 finding 4)', () => {
  it('answers the API with 503 and the JSON error, and asks the client to retry', async () => {
    const response = await app.inject({
      method: 'POST',
      url: API.loanAppResume.path,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: SERVER_FAULT_MESSAGE });
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('answers a page with a 503 error page in HTML, not JSON', async () => {
    const response = await app.inject({
      url: '/find-a-branch-near-you/',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<h1>${serviceUnavailable.heading}</h1>`);
    expect(response.body).not.toContain('<script');
  });

  it('keeps /healthz up while /readyz says the database is not reachable', async () => {
    expect((await app.inject(API.healthz.path)).statusCode).toBe(200);
    expect((await app.inject(API.readyz.path)).statusCode).toBe(503);
  });
});
