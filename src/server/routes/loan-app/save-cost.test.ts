import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { captchaHeaders } from '#server/test-support/captcha.ts';
import { applicant, saveStep, stepValues } from '#server/test-support/loan-application.ts';

// What one browser save costs the server (issue 19 findings 2 and 9; decision 069).

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

/**
 * Every statement the app sends to its database outside a transaction goes through its driver's
 * `query` (the pool's, or the embedded database's), built each time or prepared once.
 */
function countStatements(): { count(): number; restore(): void } {
  const client = (
    app.db as unknown as { session: { client: { query: (...args: never[]) => unknown } } }
  ).session.client;
  const spy = vi.spyOn(client, 'query');
  return { count: () => spy.mock.calls.length, restore: () => spy.mockRestore() };
}

/** The most statements the app had sent and not yet had answered at one time. */
function countInFlight(): { most(): number; restore(): void } {
  const client = (
    app.db as unknown as {
      session: { client: { query: (...args: unknown[]) => Promise<unknown> } };
    }
  ).session.client;
  const query = client.query.bind(client);
  let inFlight = 0;
  let most = 0;
  const spy = vi.spyOn(client, 'query').mockImplementation(async (...args: unknown[]) => {
    most = Math.max(most, ++inFlight);
    try {
      return await query(...args);
    } finally {
      inFlight--;
    }
  });
  return { most: () => most, restore: () => spy.mockRestore() };
}

describe('the cost of a browser save', () => {
  it('parses its FormData once (the captcha check and the save read the same parse)', async () => {
    const values = stepValues(1, applicant());
    const formData = JSON.stringify(values);
    const headers = await captchaHeaders(app);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const response = await saveStep(app, 1, values, { headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(parse.mock.calls.filter(([text]) => text === formData)).toHaveLength(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('is five statements: the rate limit, the captcha record, the save, the session and the funnel event', async () => {
    const headers = await captchaHeaders(app);
    const statements = countStatements();
    try {
      const response = await saveStep(app, 1, stepValues(1, applicant()), {
        headers,
        body: { IdempotencyKey: 'a-browser-made-key-0001' },
      });
      expect(response.statusCode, response.body).toBe(200);
      // Decision 069's four, and the funnel's saved-step event (issue 22, decision 084).
      expect(statements.count()).toBe(5);
    } finally {
      statements.restore();
    }
  });

  it('writes the session and the funnel event side by side, not one after the other', async () => {
    const headers = await captchaHeaders(app);
    const statements = countInFlight();
    try {
      const response = await saveStep(app, 1, stepValues(1, applicant()), {
        headers,
        body: { IdempotencyKey: 'a-browser-made-key-0002' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(statements.most()).toBe(2);
    } finally {
      statements.restore();
    }
  });
});
