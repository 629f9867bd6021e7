import type { Env } from '#server/env.ts';
import type { Database } from '#server/db/client.ts';
import { createAltchaCaptcha } from './altcha.ts';
import { resolveAltchaHmacKey } from './hmac-key.ts';
import { createRecaptchaCaptcha } from './recaptcha.ts';
import { databaseRedemptionStore } from './redemption-store.ts';
import type { CaptchaAdapter } from './types.ts';

export type { CaptchaAdapter, CaptchaCheck, CaptchaVerdict, PowChallenge } from './types.ts';
export { CaptchaUnavailableError } from './types.ts';

/** CAPTCHA_PROVIDER picks the provider: altcha (default, self-hosted) or recaptcha (needs the four keys). */
export async function createCaptchaAdapter(env: Env, db: Database): Promise<CaptchaAdapter> {
  if (env.CAPTCHA_PROVIDER === 'recaptcha') {
    const {
      RECAPTCHA_V3_SITE_KEY,
      RECAPTCHA_V3_SECRET_KEY,
      RECAPTCHA_V2_SITE_KEY,
      RECAPTCHA_V2_SECRET_KEY,
    } = env;
    if (
      !RECAPTCHA_V3_SITE_KEY ||
      !RECAPTCHA_V3_SECRET_KEY ||
      !RECAPTCHA_V2_SITE_KEY ||
      !RECAPTCHA_V2_SECRET_KEY
    ) {
      throw new Error(
        'CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_V3_SITE_KEY, RECAPTCHA_V3_SECRET_KEY, RECAPTCHA_V2_SITE_KEY and RECAPTCHA_V2_SECRET_KEY',
      );
    }
    return createRecaptchaCaptcha({
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      v3SiteKey: RECAPTCHA_V3_SITE_KEY,
      v3SecretKey: RECAPTCHA_V3_SECRET_KEY,
      v2SiteKey: RECAPTCHA_V2_SITE_KEY,
      v2SecretKey: RECAPTCHA_V2_SECRET_KEY,
      minScore: env.RECAPTCHA_MIN_SCORE,
      fallbackExpirySeconds: env.CAPTCHA_FALLBACK_EXPIRY_SECONDS,
    });
  }
  return createAltchaCaptcha({
    hmacKey: await resolveAltchaHmacKey(env.ALTCHA_HMAC_KEY, env.DATA_DIR),
    fallbackExpirySeconds: env.CAPTCHA_FALLBACK_EXPIRY_SECONDS,
    fallbackLastNames: env.CAPTCHA_FALLBACK_LAST_NAMES.split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    redemptions: databaseRedemptionStore(db),
    testMode: env.CAPTCHA_TEST_MODE,
  });
}
