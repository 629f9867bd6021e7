import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  encodeReferrerDataToken,
  readReferrerDataToken,
  type ReferrerDataMac,
  type ReferrerDataPayload,
  type ReferrerDataReading,
} from '#domain/contracts/referrer-data.ts';
import type { ReferrerKeys } from './referrer-keys.ts';

/** HMAC-SHA256 under `key`, its signatures compared in constant time. */
export function referrerDataMac(key: string): ReferrerDataMac {
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    sign,
    matches(text, signature) {
      const expected = Buffer.from(sign(text));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/**
 * The products of a referrer-data token when `referrer` (the application's Referrer) signed it
 * with its own key and it has not expired; otherwise why not (decision 056). The caller logs the
 * reason at most, never the token.
 */
export function verifyReferrerData(
  keys: ReferrerKeys,
  token: string,
  referrer: string,
  now: Date,
): ReferrerDataReading {
  const key = keys.get(referrer);
  return readReferrerDataToken(token, { referrer, mac: key ? referrerDataMac(key) : null, now });
}

/** A token for `payload`, signed with its referrer's key (the link tool and tests). */
export function signReferrerData(keys: ReferrerKeys, payload: ReferrerDataPayload): string {
  const key = keys.get(payload.referrer);
  if (!key) throw new Error(`The referrer "${payload.referrer}" has no key`);
  return encodeReferrerDataToken(payload, referrerDataMac(key));
}
