import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import {
  CAPTCHA_FALLBACK_HEADER,
  CAPTCHA_RESPONSE_HEADER,
  type CaptchaAction,
  type ChallengeKind,
} from '#domain/captcha/protocol.ts';

/**
 * A different client address per call: the per-address rate limits are not what these tests are
 * about, and a test file makes more calls in a minute than one real applicant would.
 */
export function testClientAddress(): string {
  return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

/** Does what the browser's captcha module does: fetch a proof-of-work challenge and solve it. */
export async function solveCaptcha(
  app: FastifyInstance,
  options: { action?: CaptchaAction; kind?: ChallengeKind } = {},
): Promise<string> {
  const { action = 'submit_form', kind = 'invisible' } = options;
  const response = await app.inject({
    method: 'GET',
    url: `/api/captcha/challenge?action=${action}&kind=${kind}`,
    remoteAddress: testClientAddress(),
  });
  if (response.statusCode !== 200)
    throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Headers of a call carrying a fresh invisible token, or a completed fallback. */
export async function captchaHeaders(
  app: FastifyInstance,
  options: { fallbackToken?: string } = {},
): Promise<Record<string, string>> {
  if (options.fallbackToken)
    return { [CAPTCHA_RESPONSE_HEADER]: options.fallbackToken, [CAPTCHA_FALLBACK_HEADER]: 'true' };
  return { [CAPTCHA_RESPONSE_HEADER]: await solveCaptcha(app) };
}
