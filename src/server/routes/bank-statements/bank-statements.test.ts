import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BANK_STATEMENT_MESSAGES } from '#domain/bank-statements/fields.ts';
import { bankLinkLogContract, bankStatementsContract } from '#domain/contracts/bank-statements.ts';
import { bankStatementSubmissions, clientLogs } from '#server/db/schema/index.ts';
import { captchaHeaders, testClientAddress } from '#server/test-support/captcha.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
}, 240_000);
afterAll(async () => close());

async function submit(payload: Record<string, unknown>, headers?: Record<string, string>) {
  return app.inject({
    method: bankStatementsContract.method,
    url: bankStatementsContract.path,
    headers: headers ?? (await captchaHeaders(app)),
    remoteAddress: testClientAddress(),
    payload,
  });
}

describe('POST /api/bank-statements (site-and-tools §5 "Bank statements", §7)', () => {
  it('stores a submission with customer and application numbers', async () => {
    const response = await submit({
      Customer: '1234',
      ApplicationToggle: 'No',
      Application: '7654321',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const rows = await app.db.select().from(bankStatementSubmissions);
    expect(rows.at(-1)).toMatchObject({ customerNumber: '1234', applicationNumber: '7654321' });
  });

  it('"Customer Number Only" Yes: the application number is neither required nor kept', async () => {
    const response = await submit({ Customer: '42', ApplicationToggle: 'Yes', Application: 'x' });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await app.db.select().from(bankStatementSubmissions);
    expect(rows.at(-1)).toMatchObject({ customerNumber: '42', applicationNumber: null });
  });

  it.each([
    [
      { Customer: '', ApplicationToggle: 'No', Application: '1234567' },
      'Customer',
      BANK_STATEMENT_MESSAGES.required,
    ],
    [
      { Customer: '12345678', ApplicationToggle: 'No', Application: '1234567' },
      'Customer',
      BANK_STATEMENT_MESSAGES.customer,
    ],
    [
      { Customer: '12a', ApplicationToggle: 'No', Application: '1234567' },
      'Customer',
      BANK_STATEMENT_MESSAGES.customer,
    ],
    [
      { Customer: '12', ApplicationToggle: 'No', Application: '' },
      'Application',
      BANK_STATEMENT_MESSAGES.required,
    ],
    [
      { Customer: '12', ApplicationToggle: 'No', Application: '123456' },
      'Application',
      BANK_STATEMENT_MESSAGES.application,
    ],
    [
      { Customer: '12', ApplicationToggle: 'No', Application: '12345678' },
      'Application',
      BANK_STATEMENT_MESSAGES.application,
    ],
    [
      { Customer: '12', ApplicationToggle: 'Maybe', Application: '1234567' },
      'ApplicationToggle',
      'This field has failed custom validation',
    ],
  ])('refuses what the browser refuses: %j → 422 on %s', async (payload, field, message) => {
    const response = await submit(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it('answers malformed input with a 4xx, never a 5xx', async () => {
    for (const payload of [
      { Customer: 12 },
      { Customer: 'x'.repeat(5000) },
      { Customer: ['1'] },
      'not json',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: bankStatementsContract.path,
        headers: { ...(await captchaHeaders(app)), 'content-type': 'application/json' },
        remoteAddress: testClientAddress(),
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('needs the captcha: 400 without one', async () => {
    const response = await submit({ Customer: '1', ApplicationToggle: 'Yes' }, {});
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/illion/log (site-and-tools §7)', () => {
  it('keeps each bank-link message with the client diagnostics', async () => {
    const response = await app.inject({
      method: bankLinkLogContract.method,
      url: bankLinkLogContract.path,
      payload: { appId: 'app-token', origin: 'http://localhost', data: { event: 'submit_all' } },
    });
    expect(response.statusCode, response.body).toBe(202);
    const rows = await app.db.select().from(clientLogs);
    expect(rows.at(-1)?.message).toMatchObject({
      source: 'bank-link',
      data: { event: 'submit_all' },
    });
  });
});
