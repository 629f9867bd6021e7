import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { type CaptchaAction, type ChallengeKind } from '#domain/captcha/protocol.ts';
import { captchaChallengeContract } from '#domain/contracts/captcha.ts';
import type { CaptchaAdapter, CaptchaVerdict, PowChallenge } from './types.ts';
import type { RedemptionStore } from './redemption-store.ts';
import { verifyPowSolution } from './pow-signature.ts';

/**
 * Work per challenge: the solver must find a counter drawn from this range (deterministic mode), so
 * the work is bounded and the server verifies with one HMAC. One WebCrypto SHA-256 per counter,
 * measured at about 30 µs: the invisible check costs 0.06 to 0.3 s, the visible fallback 0.6 to 2 s.
 */
const INVISIBLE_COUNTER_RANGE = { min: 2_000, max: 10_000 } as const;
const FALLBACK_COUNTER_RANGE = { min: 20_000, max: 60_000 } as const;
/** CAPTCHA_TEST_MODE: a few hashes per challenge, so load tests and the fuzzer measure our code. */
const TEST_MODE_COUNTER_RANGE = { min: 1, max: 10 } as const;
/** An invisible token is fetched right before each call; ten minutes covers a slow network. */
const INVISIBLE_CHALLENGE_TTL_SECONDS = 600;
/** An invisible solution is good for one call; a completed fallback for a few calls until it expires. */
const INVISIBLE_MAX_USES = 1;
const FALLBACK_MAX_USES = 5;
/** Longest token accepted: a challenge and its solution are well under 1 KB. */
const MAX_TOKEN_CHARS = 4096;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({ expiresAt: z.number(), data: z.record(z.string(), z.unknown()).optional() })
      .loose(),
    signature: z.string().min(1).max(256),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256) }),
});

export interface AltchaOptions {
  hmacKey: string;
  fallbackExpirySeconds: number;
  /** Sandbox risk rule: these last names (lower-cased) are asked for the fallback. */
  fallbackLastNames: readonly string[];
  redemptions: RedemptionStore;
  /** CAPTCHA_TEST_MODE (never in production, env.ts). */
  testMode?: boolean;
}

/** Self-hosted proof of work (ALTCHA): no third party, works offline (architecture "Captcha"). */
export function createAltchaCaptcha(options: AltchaOptions): CaptchaAdapter {
  // Two keys from one secret: one signs the challenge, the other the expected derived key.
  const signatureSecret = createHmac('sha256', options.hmacKey)
    .update('altcha-challenge')
    .digest('hex');
  const keySignatureSecret = createHmac('sha256', options.hmacKey)
    .update('altcha-derived-key')
    .digest('hex');

  async function check(
    token: string,
    expectedKind: ChallengeKind,
    action?: CaptchaAction,
  ): Promise<boolean> {
    const payload = decodePayload(token);
    if (!payload) return false;
    const data = payload.challenge.parameters.data ?? {};
    if (data.kind !== expectedKind || (action && data.action !== action)) return false;
    const verified = await verifyPowSolution(
      payload.challenge as unknown as Challenge,
      payload.solution as Solution,
      { signature: signatureSecret, keySignature: keySignatureSecret },
    );
    if (!verified) return false;
    const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
    const maxUses = expectedKind === 'fallback' ? FALLBACK_MAX_USES : INVISIBLE_MAX_USES;
    return options.redemptions.redeem(payload.challenge.signature, expiresAt, maxUses);
  }

  return {
    provider: 'altcha',

    async verify({ token, action, lastName }): Promise<CaptchaVerdict> {
      if (!(await check(token, 'invisible', action))) return 'invalid';
      const risky =
        lastName !== undefined && options.fallbackLastNames.includes(lastName.trim().toLowerCase());
      return risky ? 'fallback-required' : 'ok';
    },

    async verifyFallback(response) {
      return (await check(response, 'fallback')) ? 'ok' : 'invalid';
    },

    clientConfig() {
      return {
        provider: 'altcha',
        challengeUrl: captchaChallengeContract.path,
        fallbackExpirySeconds: options.fallbackExpirySeconds,
      };
    },

    async createChallenge(action, kind): Promise<PowChallenge> {
      const range = options.testMode
        ? TEST_MODE_COUNTER_RANGE
        : kind === 'fallback'
          ? FALLBACK_COUNTER_RANGE
          : INVISIBLE_COUNTER_RANGE;
      const ttlSeconds =
        kind === 'fallback' ? options.fallbackExpirySeconds : INVISIBLE_CHALLENGE_TTL_SECONDS;
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(range.max, range.min),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
        data: { action, kind },
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      return challenge as unknown as PowChallenge;
    },
  };
}

/** base64(JSON({ challenge, solution })), as the browser module sends it; anything else is simply invalid. */
function decodePayload(token: string): z.infer<typeof payloadSchema> | undefined {
  if (token.length === 0 || token.length > MAX_TOKEN_CHARS) return undefined;
  try {
    const parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(token, 'base64').toString('utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
