import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { API } from '#domain/contracts/wire.ts';
import { solveCaptcha, testClientAddress } from '../test-support/captcha.ts';
import { freePort } from '../test-support/server-process.ts';
import {
  buildTestApp,
  openTestDatabase,
  type TestDatabaseHandle,
} from '../test-support/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
let database: TestDatabaseHandle;
const apps: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  database = await openTestDatabase();
}, 240_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const built = await buildTestApp({ env, database });
  apps.push(built);
  return built.app;
}

const scrape = (app: FastifyInstance) =>
  app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

describe('metrics for an operator (issue 23 item 5, decision 077)', () => {
  it('are not served on the site by default', async () => {
    const app = await appWith({});
    expect((await app.inject('/metrics')).statusCode).toBe(404);
  });

  it('are served on the site only with METRICS_TOKEN, in the Prometheus format', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    expect((await app.inject('/metrics')).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } }))
        .statusCode,
    ).toBe(401);

    await app.inject(API.branchList.path);
    const save = await app.inject({ method: 'POST', url: API.loanAppSave.path, payload: {} });
    // A payer whose last name is the sandbox's risk rule is sent to the fallback challenge.
    const fallback = await app.inject({
      method: 'POST',
      url: API.payments.path,
      headers: { [CAPTCHA_RESPONSE_HEADER]: await solveCaptcha(app, { action: 'submit_payment' }) },
      remoteAddress: testClientAddress(),
      payload: { FullName: 'Mere Captcha' },
    });
    expect(fallback.statusCode).toBe(409);

    // A balancer's probe is counted by the balancer (decision 142).
    expect((await app.inject(API.healthz.path)).statusCode).toBe(200);

    const response = await scrape(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).not.toContain(`route="${API.healthz.path}"`);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/branches",status="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/branches"/m,
    );
    expect(text).toContain(`loan_application_saves_total{status="${save.statusCode}"} 1`);
    expect(text).toContain('captcha_fallbacks_total{action="submit_payment"} 1');
    expect(text).toContain('queue_depth{queue="email_outbox"} 0');
    // The job queue's depth (decision 083): a number, whatever the schedules have queued.
    expect(text).toMatch(/^queue_depth\{queue="jobs"\} \d+$/m);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('are served on METRICS_PORT, apart from the site', async () => {
    const port = await freePort();
    const app = await appWith({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
    const site = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${site}/metrics`)).status).toBe(404);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('queue_depth{queue="email_outbox"} 0');
  });
});
