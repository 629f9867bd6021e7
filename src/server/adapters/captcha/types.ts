import type { CaptchaAction, CaptchaConfig, ChallengeKind } from '#domain/captcha/protocol.ts';
import type { CaptchaChallenge } from '#domain/contracts/captcha.ts';

/** What a provider says about the invisible token sent with a call. */
export type CaptchaVerdict = 'ok' | 'fallback-required' | 'invalid';

export interface CaptchaCheck {
  token: string;
  action: CaptchaAction;
  ip: string;
  /** Applicant signals a risk rule may look at (the sandbox rule uses the last name). */
  lastName?: string | undefined;
}

/** A proof-of-work challenge as the browser receives it (altcha-lib's Challenge): the wire contract's type. */
export type { CaptchaChallenge as PowChallenge } from '#domain/contracts/captcha.ts';

/**
 * A captcha provider (architecture: self-hosted proof of work by default, reCAPTCHA v3 + v2 fallback
 * when configured). `verify` checks the invisible token of a call; `verifyFallback` the response of
 * the visible fallback challenge the browser shows after a 409.
 */
export interface CaptchaAdapter {
  readonly provider: CaptchaConfig['provider'];
  verify(check: CaptchaCheck): Promise<CaptchaVerdict>;
  verifyFallback(response: string, ip: string): Promise<'ok' | 'invalid'>;
  /** What GET /api/captcha/config answers. */
  clientConfig(): CaptchaConfig;
  /** Proof-of-work providers only: a fresh signed challenge for GET /api/captcha/challenge. */
  createChallenge?(action: CaptchaAction, kind: ChallengeKind): Promise<CaptchaChallenge>;
}

/** The provider could not be reached: the caller answers 503, never "invalid" (the applicant did nothing wrong). */
export class CaptchaUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The captcha provider could not be reached', { cause });
    this.name = 'CaptchaUnavailableError';
  }
}
