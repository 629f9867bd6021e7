import { createHmac, timingSafeEqual } from 'node:crypto';
import { verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** The two secrets a challenge is signed with (altcha.ts derives them from ALTCHA_HMAC_KEY). */
export interface PowSecrets {
  signature: string;
  keySignature: string;
}

/** The largest counter altcha-lib's default (uint32) counter mode encodes. */
const MAX_COUNTER = 0xffffffff;

/**
 * altcha-lib's `verifySolution` for the challenges this server issues (signed, with a key
 * signature: its path "4a"), the same checks in the same order, with `node:crypto`'s HMAC. The
 * library's HMAC goes through WebCrypto and imports its key for every HMAC: a fifth of a save's
 * CPU time (issue 19 finding 9). A challenge without a key signature is left to the library.
 * `pow-signature.test.ts` holds the two to the same verdict.
 */
export async function verifyPowSolution(
  challenge: Challenge,
  solution: Solution,
  secrets: PowSecrets,
): Promise<boolean> {
  const { parameters } = challenge;
  if (typeof parameters.keySignature !== 'string' || parameters.keySignature === '') {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    return result.verified;
  }
  // 1. Expired; 2. not signed; 3. the parameters were changed after signing.
  if (parameters.expiresAt && parameters.expiresAt < Date.now() / 1_000) return false;
  if (!challenge.signature) return false;
  const signed = hmacHex(secrets.signature, JSON.stringify(sortKeys(parameters)));
  if (!sameText(challenge.signature, signed)) return false;
  // A malformed solution is an invalid one: lowercase hex key, a counter the mode encodes.
  if (
    typeof solution?.derivedKey !== 'string' ||
    !/^(?:[0-9a-f]{2})+$/.test(solution.derivedKey) ||
    !Number.isInteger(solution.counter) ||
    solution.counter < 0 ||
    solution.counter > MAX_COUNTER
  )
    return false;
  // 4a. The derived key against the signature of the key the challenge was made with.
  const keySigned = hmacHex(secrets.keySignature, Buffer.from(solution.derivedKey, 'hex'));
  return sameText(parameters.keySignature, keySigned);
}

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Equal strings, compared in constant time (as the library compares them). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * altcha-lib's canonical form: keys sorted at every depth, undefined values left out. A null
 * prototype keeps a `__proto__` key an own property, as the library's `Object.fromEntries` does.
 */
function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const sorted = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value).sort()) {
    const inner = (value as Record<string, unknown>)[key];
    if (inner !== undefined) sorted[key] = sortKeys(inner);
  }
  return sorted;
}
