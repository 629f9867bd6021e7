import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceUnavailable } from '#content/page-errors.ts';
import { API, SERVER_FAULT_MESSAGE } from '#domain/contracts/wire.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { startFaultProxy, type Fault } from '../test-support/fault-proxy.ts';
import { DATABASE_PAGE_SSR_ENTRY, fixtureWorkDir } from '../test-support/server-process.ts';
import { createTestPostgresDatabase, testEnv } from '../test-support/test-app.ts';

/**
 * Issue 12 proof 2: the database's network fails under a running app (a proxy of the test's own
 * between the app and PostgreSQL; the machine's server is never touched). The process stays up,
 * the API answers 503 within a bounded time, pages show the error page, and service returns by
 * itself once the network does. PostgreSQL only: PGlite has no network (CI runs the server tests
 * on PostgreSQL too).
 */
const adminUrl = process.env.TEST_POSTGRES_URL;
/** The app's query timeout in this test (10 s in production), so a partition fails promptly. */
const QUERY_TIMEOUT_MS = 1_500;
/** A fault must be answered within this: the connect timeout (5 s) plus a margin. */
const ANSWER_BOUND_MS = 8_000;
const RECOVERY_BOUND_MS = 15_000;

describe.skipIf(!adminUrl)('database network faults (issue 12 proof 2)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
  let dropDatabase: () => Promise<void>;
  let work: Awaited<ReturnType<typeof fixtureWorkDir>>;

  beforeAll(async () => {
    const created = await createTestPostgresDatabase(adminUrl!);
    dropDatabase = created.drop;
    const target = new URL(created.url);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(created.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      databaseUrl: viaProxy.toString(),
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    work = await fixtureWorkDir({ ssrEntry: DATABASE_PAGE_SSR_ENTRY });
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
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.set('none');
    await database?.close();
    await proxy?.close();
    await dropDatabase?.();
    await work?.remove();
  });

  // Resume looks up the visitor's session in the database; a client with none gets 204 (decision 059).
  const NOTHING_TO_RESUME = 204;
  let client = 0;
  const resume = () =>
    app.inject({
      method: 'POST',
      url: API.loanAppResume.path,
      // Each call its own address: the rate limit is not what this is about.
      remoteAddress: `10.9.${Math.floor(++client / 250)}.${client % 250}`,
    });
  const page = () =>
    app.inject({ url: '/find-a-branch-near-you/', headers: { accept: 'text/html' } });

  async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
    const started = Date.now();
    const result = await run();
    return { result, ms: Date.now() - started };
  }

  it.each<Fault>(['reset', 'refuse', 'partition'])(
    '%s: answers 503 promptly, shows the error page, and recovers without a restart',
    async (fault) => {
      expect((await resume()).statusCode).toBe(NOTHING_TO_RESUME);
      await proxy.set(fault);
      if (fault !== 'reset') {
        const api = await timed(resume);
        expect(api.result.statusCode).toBe(503);
        expect(api.result.json()).toEqual({ error: SERVER_FAULT_MESSAGE });
        expect(api.ms).toBeLessThan(ANSWER_BOUND_MS);
        const html = await timed(page);
        expect(html.result.statusCode).toBe(503);
        expect(html.result.body).toContain(serviceUnavailable.heading);
        expect(html.ms).toBeLessThan(ANSWER_BOUND_MS);
        expect((await app.inject(API.healthz.path)).statusCode).toBe(200);
        await proxy.set('none');
      } else {
        // A reset drops every connection at once; the answer is a 503 or, when the pool has
        // already replaced the connection, the right one: never a 500 or a hang.
        const api = await timed(resume);
        expect([NOTHING_TO_RESUME, 503]).toContain(api.result.statusCode);
        expect(api.ms).toBeLessThan(ANSWER_BOUND_MS);
      }
      const deadline = Date.now() + RECOVERY_BOUND_MS;
      let status = 0;
      while (Date.now() < deadline && status !== NOTHING_TO_RESUME) {
        status = (await resume()).statusCode;
        if (status !== NOTHING_TO_RESUME) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(NOTHING_TO_RESUME);
      expect((await page()).statusCode).toBe(200);
    },
    60_000,
  );
});
