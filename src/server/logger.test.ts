import { describe, expect, it } from 'vitest';
import { captureLog as capture } from './test-support/log-capture.ts';

describe('logs carry no personal data', () => {
  it('redacts names, emails, phone numbers, dates of birth and ID numbers at any depth', () => {
    const { logger, output } = capture();
    logger.info(
      {
        FirstName: 'Aroha',
        application: {
          Email: 'aroha@example.nz',
          ContactNumber: '021 123 4567',
          DateOfBirth: '1990/01/31',
        },
        form: { values: { DriverLicenceNumber: 'AB123456' } },
      },
      'saved',
    );
    const text = output();
    for (const secret of ['Aroha', 'aroha@example.nz', '021 123 4567', '1990/01/31', 'AB123456'])
      expect(text).not.toContain(secret);
    expect(text).toContain('[Redacted]');
  });

  it('logs the path of a request but never its query string', () => {
    const { logger, output } = capture();
    // Fastify logs the request object under `req`; the serializer turns it into id, method and path.
    logger.info(
      {
        req: {
          id: 'r1',
          method: 'GET',
          url: '/loan-application/step-1/?first-name=Aroha&email=a%40b.nz',
        },
      },
      'request',
    );
    expect(output()).toContain('/loan-application/step-1/');
    expect(output()).not.toContain('Aroha');
  });
});

describe('a failed query logs no values (issue 12 finding 2)', () => {
  it('keeps the type and code of a database error but neither its parameters nor its detail', async () => {
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const cause = Object.assign(new Error('invalid byte sequence: "Aroha\\0"'), {
      code: '22021',
      severity: 'ERROR',
      detail: 'Key (email)=(aroha@example.nz) already exists.',
    });
    const error = new DrizzleQueryError(
      'update "applications" set "form_data" = $1',
      ['Aroha', 'aroha@example.nz', '1990/01/31', 'AB123456', 'token-abc'],
      cause,
    );
    const { logger, output } = capture();
    logger.error({ err: error }, 'unhandled error');
    const text = output();
    for (const secret of ['Aroha', 'aroha@example.nz', '1990/01/31', 'AB123456', 'token-abc'])
      expect(text).not.toContain(secret);
    expect(JSON.parse(text).err).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { code: '22021' },
    });
  });
});

describe('one log line per request (issue 12 finding 12)', () => {
  async function appWithLog() {
    const { buildApp } = await import('./app.ts');
    const { openTestDatabase, testEnv } = await import('./test-support/test-app.ts');
    const database = await openTestDatabase();
    const { logger, output } = capture();
    const app = await buildApp({
      env: testEnv({ LOG_LEVEL: 'info' }),
      database,
      pages: false,
      logger,
    });
    await app.ready();
    const linesAfter = async (url: string) => {
      const before = output().length;
      const response = await app.inject(url);
      const text = output().slice(before).trim();
      const lines = text
        ? text.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>)
        : [];
      return { response, lines };
    };
    return {
      database,
      linesAfter,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  it('logs an answered request once, with its method, path, status and time', async () => {
    const log = await appWithLog();
    try {
      const { response, lines } = await log.linesAfter('/api/branches?probe=Aroha');
      expect(response.statusCode).toBe(200);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', path: '/api/branches' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
      expect(JSON.stringify(lines)).not.toContain('Aroha');
    } finally {
      await log.close();
    }
  }, 60_000);

  // Issue 33 finding 2, decision 142: a balancer asks every few seconds; a line per answered probe
  // is noise and a fixed cost on the cheapest route. A probe that fails is still logged.
  it('logs no line for an answered probe, and one for a failed one', async () => {
    const log = await appWithLog();
    try {
      const healthy = await log.linesAfter('/healthz');
      expect(healthy.response.statusCode).toBe(200);
      expect(healthy.lines).toEqual([]);
      log.database.ping = () => Promise.reject(new Error('connection refused'));
      const failed = await log.linesAfter('/readyz');
      expect(failed.response.statusCode).toBe(503);
      expect(failed.lines.map((line) => line.msg)).toContain('request completed');
    } finally {
      await log.close();
    }
  }, 60_000);
});
