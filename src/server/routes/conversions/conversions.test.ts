import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { conversionEvents } from '#server/db/schema/index.ts';
import { testClientAddress } from '#server/test-support/captcha.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

const post = (url: string, payload: object, remoteAddress = testClientAddress()) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

const stored = (eventName: string) =>
  app.db
    .select({
      kind: conversionEvents.kind,
      sourceUrl: conversionEvents.sourceUrl,
      token: conversionEvents.token,
    })
    .from(conversionEvents)
    .where(eq(conversionEvents.eventName, eventName));

describe('conversion events (site-and-tools §3 "Conversion event", §7)', () => {
  it('stores a browsing event once, with the page’s path and not its query string', async () => {
    const response = await post('/api/conversions/browsing', {
      eventName: 'Fast-500-Apply-Now',
      sourceUrl: '/promotions/fast-500/?email=aroha%40example.co.nz',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ recorded: true });
    expect(await stored('Fast-500-Apply-Now')).toEqual([
      { kind: 'browsing', sourceUrl: '/promotions/fast-500/', token: null },
    ]);
  });

  it('stores an application event with its application reference, and needs one', async () => {
    const response = await post('/api/conversions/application', {
      eventName: 'Auto-Decline',
      sourceUrl: '/loan-application/success/',
      token: 'ref-123',
    });
    expect(response.statusCode).toBe(202);
    expect(await stored('Auto-Decline')).toEqual([
      { kind: 'application', sourceUrl: '/loan-application/success/', token: 'ref-123' },
    ]);
    const missing = await post('/api/conversions/application', {
      eventName: 'Auto-Decline',
      sourceUrl: '/loan-application/success/',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('token');
  });

  it.each([
    ['an absolute URL to another host', 'https://evil.example/loan-calculator/'],
    ['a protocol-relative URL', '//evil.example/loan-calculator/'],
    ['a backslash host', '/\\evil.example/'],
    ['a relative path', 'loan-calculator/'],
    ['nothing', ''],
  ])('refuses %s as sourceUrl with 400, storing nothing', async (_, sourceUrl) => {
    const response = await post('/api/conversions/browsing', { eventName: 'Contact', sourceUrl });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.sourceUrl).toBe(
      'sourceUrl must be the path of a page on this site',
    );
    expect(await stored('Contact')).toEqual([]);
  });

  it('refuses a name not in the spec’s lists, and an application name on the browsing call', async () => {
    for (const eventName of ['Made-Up', 'Step1 Submit']) {
      const response = await post('/api/conversions/browsing', { eventName, sourceUrl: '/' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('eventName');
    }
  });

  it('stores the session analytics event of a submit, success or failure (loan-application §7)', async () => {
    for (const eventName of ['Submit Success', 'Submit Failure']) {
      const response = await post('/api/conversions/session', {
        eventName,
        sourceUrl: '/loan-application/step-2/',
      });
      expect(response.statusCode).toBe(202);
    }
    expect(await stored('Submit Failure')).toEqual([
      { kind: 'session', sourceUrl: '/loan-application/step-2/', token: null },
    ]);
  });

  it('limits how many events one address may send', async () => {
    const address = testClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 301; i++)
      statuses.push(
        (
          await post(
            '/api/conversions/browsing',
            { eventName: 'ViewContent', sourceUrl: '/' },
            address,
          )
        ).statusCode,
      );
    expect(statuses.slice(0, 300).every((status) => status === 202)).toBe(true);
    expect(statuses[300]).toBe(429);
  });

  it('answers 503, not 500, when the database cannot store the event', async () => {
    const broken = await buildTestApp();
    try {
      await broken.app.db.execute(sql`drop table conversion_events`);
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/conversions/browsing',
        payload: { eventName: 'ViewContent', sourceUrl: '/' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'The event could not be recorded just now.' });
    } finally {
      await broken.close();
    }
  });
});
