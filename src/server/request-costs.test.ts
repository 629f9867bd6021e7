import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '#domain/contracts/wire.ts';
import { buildApp } from './app.ts';
import { captureLog } from './test-support/log-capture.ts';
import { openTestDatabase, testEnv } from './test-support/test-app.ts';
import type { DatabaseHandle } from './db/client.ts';

/**
 * Issue 33 finding 2 (decision 158): the fixed costs every request pays, kept off the requests
 * that do not need them. What a probe's request runs is read from Fastify's own route table
 * (`printRoutes` with its hooks) and from the logger it is given; the time each cost takes is
 * measured in bench/ (`npm run bench -- request-costs`), never asserted here.
 */
let app: FastifyInstance;
let database: DatabaseHandle;
const log = captureLog();
const childLoggers = vi.spyOn(log.logger, 'child');

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    env: testEnv({ LOG_LEVEL: 'info', CAPTCHA_TEST_MODE: 'true' }),
    database,
    pages: false,
    logger: log.logger,
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The hooks Fastify runs for one route, by kind: `{ onRequest: [...], preHandler: [...] }`. */
function hooksOf(method: string, url: string): Record<string, string[]> {
  const lines = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const start = lines.findIndex((line) => line.includes(`${url} (${method})`));
  expect(start, `${method} ${url}`).toBeGreaterThanOrEqual(0);
  const hooks: Record<string, string[]> = {};
  for (const line of lines.slice(start + 1)) {
    const hook = /• \((\w+)\) (\[.*\])/.exec(line);
    if (!hook) break;
    hooks[hook[1]!] = JSON.parse(hook[2]!) as string[];
  }
  return hooks;
}

describe('a probe pays only for what it uses (issue 33 finding 2)', () => {
  it('makes no child logger for an answered probe, and binds the request id when a request logs', async () => {
    childLoggers.mockClear();
    expect((await app.inject(API.healthz.path)).statusCode).toBe(200);
    expect(childLoggers).not.toHaveBeenCalled();

    const before = log.output().length;
    expect((await app.inject('/api/branches')).statusCode).toBe(200);
    const line = JSON.parse(log.output().slice(before).trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'request completed', reqId: expect.any(String) });
    expect(childLoggers).toHaveBeenCalledTimes(1);
  });

  it('runs no body decompression on a GET and no captcha check on a route without a captcha', () => {
    const hooks = hooksOf('GET', API.healthz.path);
    expect(hooks.preParsing).toBeUndefined();
    expect(hooks.preHandler).toBeUndefined();
    // Still on every route: the security headers, the session and the input guard.
    expect(hooks.onRequest).toHaveLength(4);
    expect(hooks.preValidation).toHaveLength(1);
  });

  it('still checks the captcha of a route that has one, and decompresses a body that is posted', async () => {
    const hooks = hooksOf(API.loanAppSave.method, API.loanAppSave.path);
    expect(hooks.preHandler).toHaveLength(1);
    expect(hooks.preParsing).toHaveLength(1);
    const response = await app.inject({
      method: API.loanAppSave.method,
      url: API.loanAppSave.path,
      payload: { Step: 1, FormData: '{}', FormState: '{}' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/captcha/i);
  });
});
