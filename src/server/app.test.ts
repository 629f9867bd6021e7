import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/test-app.ts';
import { conversionEvents } from './db/schema/index.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

describe('health', () => {
  it('answers /healthz while the process is up', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database is reachable', async () => {
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });
});

describe('the API error shape', () => {
  it('gives an unknown /api path a JSON 404', async () => {
    const response = await app.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('answers malformed JSON with a JSON 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/conversions/browsing',
      headers: { 'content-type': 'application/json' },
      payload: '{"eventName": "ViewContent",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('answers a wrong content type with a JSON 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/conversions/browsing',
      headers: { 'content-type': 'application/x-something' },
      payload: 'eventName=ViewContent',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Unsupported content type.' });
  });

  it('answers an oversized body with a JSON 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/conversions/browsing',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ eventName: 'ViewContent', sourceUrl: 'x'.repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('names the invalid fields of a body that fails its schema', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/conversions/browsing',
      payload: { eventName: 'NotAnEvent', sourceUrl: '/' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('The request is invalid.');
    expect(Object.keys(body.fields)).toEqual(['eventName']);
  });
});

describe('conversion events (site-and-tools §7)', () => {
  it('records a browsing event with the page path only, never its query string', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/conversions/browsing',
      payload: {
        eventName: 'FindLocation',
        sourceUrl: '/find-a-branch-near-you/?email=a@b.nz',
      },
    });
    expect(response.statusCode).toBe(202);
    const rows = await app.db.select().from(conversionEvents);
    expect(rows.at(-1)).toMatchObject({
      kind: 'browsing',
      eventName: 'FindLocation',
      sourceUrl: '/find-a-branch-near-you/',
    });
  });

  it('requires the application reference for application events', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/conversions/application',
      payload: { eventName: 'Step1 Submit', sourceUrl: '/loan-application/step-2/' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('token');
  });
});
