import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_REFERRER_DATA_TOKEN_CHARS,
  encodeReferrerDataToken,
  readReferrerDataToken,
  type ReferrerDataMac,
} from './referrer-data.ts';

// HMAC-SHA256 as the server computes it (src/server/referrers/referrer-data.ts), for these tests.
function hmac(key: string): ReferrerDataMac {
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    sign,
    matches: (text, signature) => {
      const expected = Buffer.from(sign(text));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

const KOWHAI_KEY = hmac('kowhai-motors-key-0123456789abcdef');
const HARBOUR_KEY = hmac('harbour-brokers-key-0123456789abcdef');
const NOW = new Date('2026-11-23T09:00:00Z');
const IN_A_WEEK = NOW.getTime() / 1000 + 7 * 24 * 3600;
const CAR = [{ Name: 'Toyota Corolla 2019', Quantity: 1 }];

const kowhaiToken = (overrides: { products?: unknown; expires?: number } = {}) =>
  encodeReferrerDataToken(
    {
      referrer: 'kowhai-motors',
      products: (overrides.products ?? CAR) as typeof CAR,
      expires: overrides.expires ?? IN_A_WEEK,
    },
    KOWHAI_KEY,
  );
const asKowhai = (token: string, now = NOW) =>
  readReferrerDataToken(token, { referrer: 'kowhai-motors', mac: KOWHAI_KEY, now });

/** The token with its payload (base64url JSON) rewritten as `change` says, signature kept. */
function withPayload(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [version, payload, signature] = token.split('.');
  const data = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  change(data);
  return [version, Buffer.from(JSON.stringify(data)).toString('base64url'), signature].join('.');
}

describe('the referrer-data token (loan-application §3 ReferrerData, decision 056)', () => {
  it('gives the products of a token the referrer signed, names with macrons included', () => {
    const products = [
      { Name: 'Toyota Corolla 2019', Quantity: 1 },
      { Name: 'Kōwhai roof racks', Quantity: 2 },
    ];
    expect(asKowhai(kowhaiToken({ products }))).toEqual({ ok: true, products });
  });

  it('refuses a token whose products were edited after signing', () => {
    const edited = withPayload(kowhaiToken(), (payload) => {
      payload.products = [{ Name: 'Ferrari F40', Quantity: 1 }];
    });
    expect(asKowhai(edited)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token whose signature was edited', () => {
    const token = kowhaiToken();
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(asKowhai(flipped)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token once it has expired, to the second', () => {
    const token = kowhaiToken({ expires: NOW.getTime() / 1000 + 60 });
    expect(asKowhai(token, new Date(NOW.getTime() + 59_000)).ok).toBe(true);
    expect(asKowhai(token, new Date(NOW.getTime() + 60_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token signed with another referrer’s key', () => {
    const harbours = encodeReferrerDataToken(
      { referrer: 'kowhai-motors', products: CAR, expires: IN_A_WEEK },
      HARBOUR_KEY,
    );
    expect(asKowhai(harbours)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses another referrer’s token, even one signed with this referrer’s key', () => {
    const token = encodeReferrerDataToken(
      { referrer: 'demo-broker', products: CAR, expires: IN_A_WEEK },
      KOWHAI_KEY,
    );
    expect(asKowhai(token)).toEqual({ ok: false, reason: 'referrer' });
    expect(
      readReferrerDataToken(kowhaiToken(), { referrer: 'demo-broker', mac: HARBOUR_KEY, now: NOW }),
    ).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token for a referrer that has no key', () => {
    expect(
      readReferrerDataToken(kowhaiToken(), { referrer: 'kowhai-motors', mac: null, now: NOW }),
    ).toEqual({ ok: false, reason: 'no-key' });
  });

  it('refuses an oversize token before looking inside it', () => {
    const oversize = `v1.${'A'.repeat(MAX_REFERRER_DATA_TOKEN_CHARS)}.${'A'.repeat(43)}`;
    expect(asKowhai(oversize)).toEqual({ ok: false, reason: 'oversize' });
  });

  it('will not sign a list whose token would be oversize, nor a list a reader refuses', () => {
    const long = Array.from({ length: 20 }, (_, i) => ({
      Name: `${'ō'.repeat(95)} ${i}`,
      Quantity: 1,
    }));
    expect(() => kowhaiToken({ products: long })).toThrow(/more than 4096/);
    expect(() => kowhaiToken({ products: [] })).toThrow(/1 to 20 products/);
    expect(() => kowhaiToken({ products: [{ Name: 'Car', Quantity: 0 }] })).toThrow(
      /1 to 20 products/,
    );
  });

  it('refuses the product list as plain JSON, and anything else that is not a token', () => {
    for (const junk of [
      '[{"Name":"Ferrari F40","Quantity":1}]',
      '',
      'v1..',
      'v2.e30.' + 'A'.repeat(43),
    ])
      expect(asKowhai(junk)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a signed payload that is not a product list (a referrer system’s fault)', () => {
    const payload = Buffer.from(
      JSON.stringify({ referrer: 'kowhai-motors', products: 'car', expires: IN_A_WEEK }),
    ).toString('base64url');
    const signed = `v1.${payload}`;
    expect(asKowhai(`${signed}.${KOWHAI_KEY.sign(signed)}`)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
