/**
 * The referrer-data token: the `referrer-data` query parameter of a referrer's link to step 1
 * (spec: loan-application §2 query parameters, §3 ReferrerData and the form state's
 * referrerDataToken, §7 the save's ReferrerDataToken). The referrer's own system signs its product
 * list with the referrer's key, so the visitor who follows the link cannot change what it says
 * (issue 8 "Brokers and referrers" 1, docs/decisions/056).
 *
 *   v1.<payload>.<signature>
 *
 * `payload` is the JSON of { referrer, products, expires } in base64url (UTF-8); `signature` is
 * HMAC-SHA256 over `v1.<payload>` with the referrer's key, in base64url. The MAC itself is the
 * holder of the key's (the server, src/server/referrers/); this file knows the format only.
 */
import {
  readReferrerProducts,
  type ReferrerProduct,
} from '../loan-application/referrer-products.ts';

export const REFERRER_DATA_TOKEN_VERSION = 'v1';
/**
 * Longest token read or made (decision 056): a full list of 20 products with 100-letter names
 * fits, and a link carrying it stays well inside what browsers, servers and mail clients carry.
 */
export const MAX_REFERRER_DATA_TOKEN_CHARS = 4096;
/** A referrer's code as the `referrer` parameter carries it (content/loan-application.ts). */
const REFERRER_CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** HMAC-SHA256 is 32 bytes: 43 characters of base64url. */
const SIGNATURE_CHARS = 43;
const TOKEN = new RegExp(
  `^${REFERRER_DATA_TOKEN_VERSION}\\.([A-Za-z0-9_-]+)\\.([A-Za-z0-9_-]{${SIGNATURE_CHARS}})$`,
);

/** What a referrer signs. */
export interface ReferrerDataPayload {
  /** The referrer's code (the `referrer` query parameter): a token is read only for its referrer. */
  referrer: string;
  products: ReferrerProduct[];
  /** When the link stops showing its products: whole seconds since 1970-01-01 UTC. */
  expires: number;
}

/** HMAC-SHA256 under one referrer's key, as its holder computes it. */
export interface ReferrerDataMac {
  /** The signature of `text`, base64url. */
  sign(text: string): string;
  /** Whether `signature` is the signature of `text`, compared in constant time. */
  matches(text: string, signature: string): boolean;
}

/** Why a token was not read; never the token's contents (they stay out of logs). */
export type ReferrerDataRefusal =
  'oversize' | 'malformed' | 'no-key' | 'signature' | 'referrer' | 'expired';

export type ReferrerDataReading =
  { ok: true; products: ReferrerProduct[] } | { ok: false; reason: ReferrerDataRefusal };

/** The token for `payload`, signed by `mac`; throws when the payload is not one a reader accepts. */
export function encodeReferrerDataToken(
  payload: ReferrerDataPayload,
  mac: ReferrerDataMac,
): string {
  if (!REFERRER_CODE.test(payload.referrer))
    throw new Error(`"${payload.referrer}" is not a referrer code`);
  const products = readReferrerProducts(payload.products);
  if (!products)
    throw new Error(
      'The products must be a list of 1 to 20 products, each {"Name": text of 1 to 100 characters, "Quantity": a whole number from 1 to 999}',
    );
  if (!Number.isSafeInteger(payload.expires) || payload.expires <= 0)
    throw new Error('The expiry must be whole seconds since 1970');
  const body: ReferrerDataPayload = {
    referrer: payload.referrer,
    products,
    expires: payload.expires,
  };
  const signed = `${REFERRER_DATA_TOKEN_VERSION}.${toBase64Url(JSON.stringify(body))}`;
  const token = `${signed}.${mac.sign(signed)}`;
  if (token.length > MAX_REFERRER_DATA_TOKEN_CHARS)
    throw new Error(
      `The token would be ${token.length} characters, more than ${MAX_REFERRER_DATA_TOKEN_CHARS}: send fewer or shorter products`,
    );
  return token;
}

/**
 * The products of `token` when it is `expected.referrer`'s, signed with that referrer's key
 * (`expected.mac`, null when the referrer has none) and not expired at `expected.now`. The
 * signature is checked before the payload is parsed: nobody's unsigned JSON is read.
 */
export function readReferrerDataToken(
  token: string,
  expected: { referrer: string; mac: ReferrerDataMac | null; now: Date },
): ReferrerDataReading {
  if (token.length > MAX_REFERRER_DATA_TOKEN_CHARS) return { ok: false, reason: 'oversize' };
  const parts = TOKEN.exec(token);
  if (!parts) return { ok: false, reason: 'malformed' };
  if (!expected.mac) return { ok: false, reason: 'no-key' };
  const signed = `${REFERRER_DATA_TOKEN_VERSION}.${parts[1]!}`;
  if (!expected.mac.matches(signed, parts[2]!)) return { ok: false, reason: 'signature' };
  const payload = readPayload(parts[1]!);
  if (!payload) return { ok: false, reason: 'malformed' };
  if (payload.referrer !== expected.referrer) return { ok: false, reason: 'referrer' };
  if (payload.expires * 1000 <= expected.now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, products: payload.products };
}

function readPayload(encoded: string): ReferrerDataPayload | null {
  let data: unknown;
  try {
    data = JSON.parse(fromBase64Url(encoded));
  } catch {
    return null;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const { referrer, products, expires } = data as Record<string, unknown>;
  const list = readReferrerProducts(products);
  if (typeof referrer !== 'string' || !list) return null;
  if (typeof expires !== 'number' || !Number.isSafeInteger(expires)) return null;
  return { referrer, products: list, expires };
}

// base64url of UTF-8, with the web platform's own functions (browser and Node alike).
function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws on text that is not base64url of UTF-8. */
function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
