import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  MAX_REFERRER_DATA_TOKEN_CHARS,
  encodeReferrerDataToken,
} from '#domain/contracts/referrer-data.ts';
import { applications } from '#server/db/schema/index.ts';
import { referrerDataMac, signReferrerData } from '#server/referrers/referrer-data.ts';
import { captureLog } from '#server/test-support/log-capture.ts';
import {
  applicant,
  saveStep,
  type ApplicationKeys,
} from '#server/test-support/loan-application.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

// Issue 8 "Brokers and referrers" 1 (docs/decisions/056): ReferrerData comes from a token the
// referrer signed with its own key, never from what the browser sends.
let now = new Date('2026-11-23T09:00:00Z');
let app: FastifyInstance;
let close: () => Promise<void>;
const log = captureLog();

const KOWHAI_KEY = 'kowhai-motors-test-key-0123456789abcdef';
const CAR = [{ Name: 'Toyota Corolla 2019', Quantity: 1 }];
const FERRARI = [{ Name: 'Ferrari F40', Quantity: 1 }];

beforeAll(async () => {
  ({ app, close } = await buildTestApp({
    env: { REFERRER_KEY_KOWHAI_MOTORS: KOWHAI_KEY },
    clock: () => now,
    logger: log.logger,
  }));
});
afterAll(async () => close());

const inSeconds = (seconds: number) => Math.floor(now.getTime() / 1000) + seconds;
const kowhaiToken = (products = CAR, expires = inSeconds(7 * 24 * 3600)) =>
  signReferrerData(app.serviceConfig.referrerKeys, {
    referrer: 'kowhai-motors',
    products,
    expires,
  });
const kowhaiApplicant = () => applicant({ Referrer: 'kowhai-motors' });

const stored = async (token: string) =>
  (await app.db.select().from(applications).where(eq(applications.token, token)))[0]!;

async function save(step: number, token: string | null, keys?: ApplicationKeys) {
  const response = await saveStep(app, step, kowhaiApplicant(), {
    keys,
    body: { ReferrerDataToken: token },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json();
  return { Token: answer.Token as string, Guid: answer.Guid as string };
}

describe('POST /api/loan-app/save: ReferrerData (issue 8 "Brokers and referrers" 1)', () => {
  it('never stores a product list the browser sent in FormData', async () => {
    const values = applicant({ Referrer: 'kowhai-motors', ReferrerData: FERRARI });
    const response = await saveStep(app, 1, values);
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(response.json().Token)).formData).not.toHaveProperty('ReferrerData');
  });

  it('stores the products of the referrer’s signed token, whatever FormData says', async () => {
    const token = kowhaiToken();
    const response = await saveStep(
      app,
      1,
      applicant({ Referrer: 'kowhai-motors', ReferrerData: FERRARI }),
      { body: { ReferrerDataToken: token } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await stored(response.json().Token);
    expect(row.formData.ReferrerData).toEqual(CAR);
    expect(row.formState.referrerDataToken).toBe(token);
  });

  it('keeps the verified products on later steps, even once the link has expired', async () => {
    const start = now;
    const keys = await save(1, kowhaiToken(CAR, inSeconds(60)));
    now = new Date(start.getTime() + 5 * 60_000);
    try {
      await save(2, kowhaiToken(CAR, inSeconds(-240)), keys);
      expect((await stored(keys.Token)).formData.ReferrerData).toEqual(CAR);
    } finally {
      now = start;
    }
  });

  it('saves a tampered, expired or foreign token’s application without its products', async () => {
    const [version, , signature] = kowhaiToken().split('.');
    const ferrari = Buffer.from(
      JSON.stringify({ referrer: 'kowhai-motors', products: FERRARI, expires: inSeconds(3600) }),
    ).toString('base64url');
    const otherKey = referrerDataMac('someone-else-key-0123456789abcdefgh');
    const tokens = {
      tampered: [version, ferrari, signature].join('.'),
      expired: kowhaiToken(CAR, inSeconds(-1)),
      'signed with another key': encodeReferrerDataToken(
        { referrer: 'kowhai-motors', products: FERRARI, expires: inSeconds(3600) },
        otherKey,
      ),
      'the product list as JSON': JSON.stringify(FERRARI),
    };
    for (const [what, token] of Object.entries(tokens)) {
      const keys = await save(1, token);
      const row = await stored(keys.Token);
      expect(row.formData, what).not.toHaveProperty('ReferrerData');
      expect(row.formState.referrerDataToken, what).toBeNull();
    }
  });

  it('does not give a referrer’s products to an application of another referrer, or of none', async () => {
    for (const values of [applicant({ Referrer: 'demo-broker' }), applicant()]) {
      const response = await saveStep(app, 1, values, {
        body: { ReferrerDataToken: kowhaiToken() },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await stored(response.json().Token)).formData).not.toHaveProperty('ReferrerData');
    }
  });

  it('refuses an oversize token at the edge with a 400', async () => {
    const response = await saveStep(app, 1, kowhaiApplicant(), {
      body: { ReferrerDataToken: 'v1.' + 'A'.repeat(MAX_REFERRER_DATA_TOKEN_CHARS) },
    });
    expect(response.statusCode).toBe(400);
  });

  it('logs why a token was refused, never what it held', async () => {
    const token = kowhaiToken(FERRARI, inSeconds(-1));
    await save(1, token);
    const output = log.output();
    expect(output).toContain('referrer-data token refused');
    expect(output).toContain('"reason":"expired"');
    for (const part of token.split('.').slice(1)) expect(output).not.toContain(part);
    expect(output).not.toContain('Ferrari');
  });
});

describe('GET /api/page-data/loan-application: the link’s products (§2 step 1 prefill summary)', () => {
  const pageData = async (search: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/page-data/loan-application?path=${encodeURIComponent(`/loan-application/step-1/${search}`)}`,
      })
    ).json();

  it('gives the products of the referrer’s signed token', async () => {
    const token = encodeURIComponent(kowhaiToken());
    expect(await pageData(`?referrer=kowhai-motors&referrer-data=${token}`)).toMatchObject({
      referrerProducts: CAR,
    });
  });

  it('gives none for an edited list, another referrer or no referrer', async () => {
    const token = encodeURIComponent(kowhaiToken());
    for (const search of [
      `?referrer=kowhai-motors&referrer-data=${encodeURIComponent(JSON.stringify(FERRARI))}`,
      `?referrer=demo-broker&referrer-data=${token}`,
      `?referrer-data=${token}`,
    ])
      expect(await pageData(search), search).toMatchObject({ referrerProducts: [] });
  });
});
