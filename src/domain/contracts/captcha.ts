/**
 * The captcha calls (site-and-tools §7 "A captcha script is loaded"): the provider's public
 * configuration and, for the self-hosted proof of work, a signed challenge to solve.
 */
import { z } from 'zod';
import { CAPTCHA_ACTIONS, type CaptchaConfig } from '../captcha/protocol.ts';
import { ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';

const captchaConfig = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('altcha'),
    challengeUrl: z.string().min(1),
    fallbackExpirySeconds: z.number(),
  }),
  z.object({
    provider: z.literal('recaptcha'),
    siteKey: z.string(),
    fallbackSiteKey: z.string(),
    fallbackExpirySeconds: z.number(),
  }),
]) satisfies z.ZodType<CaptchaConfig>;

export const captchaConfigContract = {
  ...API.captchaConfig,
  response: { 200: captchaConfig, ...ERROR_RESPONSES },
} as const;

// altcha-lib's Challenge: the fields the solver reads are checked, the rest (signatures, data)
// travels back to the server untouched.
const challenge = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

export const captchaChallengeContract = {
  ...API.captchaChallenge,
  querystring: z.object({
    action: z.enum(CAPTCHA_ACTIONS),
    kind: z.enum(['invisible', 'fallback']).default('invisible'),
  }),
  response: { 200: challenge, ...ERROR_RESPONSES },
} as const;
export type CaptchaChallenge = z.output<(typeof captchaChallengeContract.response)[200]>;
