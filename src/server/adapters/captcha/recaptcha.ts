import { z } from 'zod';
import type { CaptchaAdapter, CaptchaVerdict } from './types.ts';
import { CaptchaUnavailableError } from './types.ts';

export interface RecaptchaOptions {
  verifyUrl: string;
  v3SiteKey: string;
  v3SecretKey: string;
  v2SiteKey: string;
  v2SecretKey: string;
  /** v3 scores below this ask for the v2 checkbox (409). */
  minScore: number;
  fallbackExpirySeconds: number;
  fetch?: typeof fetch;
}

// Google answers within a second or two; beyond this the applicant is better served by a retry.
const VERIFY_TIMEOUT_MS = 10_000;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** reCAPTCHA v3 (scored, invisible) with the v2 checkbox as the fallback challenge. */
export function createRecaptchaCaptcha(options: RecaptchaOptions): CaptchaAdapter {
  const fetchImpl = options.fetch ?? fetch;

  async function siteverify(
    secret: string,
    response: string,
    ip: string,
  ): Promise<z.infer<typeof siteverifyAnswer>> {
    let body: unknown;
    try {
      const answer = await fetchImpl(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response, remoteip: ip }).toString(),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`siteverify answered ${answer.status}`);
      body = await answer.json();
    } catch (error) {
      throw new CaptchaUnavailableError(error);
    }
    const parsed = siteverifyAnswer.safeParse(body);
    if (!parsed.success) throw new CaptchaUnavailableError(parsed.error);
    return parsed.data;
  }

  return {
    provider: 'recaptcha',

    async verify({ token, action, ip }): Promise<CaptchaVerdict> {
      const answer = await siteverify(options.v3SecretKey, token, ip);
      if (!answer.success || answer.action !== action) return 'invalid';
      return (answer.score ?? 0) < options.minScore ? 'fallback-required' : 'ok';
    },

    async verifyFallback(response, ip) {
      const answer = await siteverify(options.v2SecretKey, response, ip);
      return answer.success ? 'ok' : 'invalid';
    },

    clientConfig() {
      return {
        provider: 'recaptcha',
        siteKey: options.v3SiteKey,
        fallbackSiteKey: options.v2SiteKey,
        fallbackExpirySeconds: options.fallbackExpirySeconds,
      };
    },
  };
}
