/**
 * The captcha protocol between the browser and the server: header names, actions and the config
 * shape. One place, so the client module (src/web/forms/captcha) and the server guard
 * (src/server/loan-application/captcha-guard.ts) cannot drift apart.
 */

/** Carries the token of the invisible check, or the fallback challenge's response when the fallback flag is set. */
export const CAPTCHA_RESPONSE_HEADER = 'x-captcha-response';

/**
 * `true` when the response header holds the completed fallback challenge. The spec's step 4 form sends
 * the same flag as the hidden field g-Recaptcha-Fallback (loan-application §3); the server accepts either.
 */
export const CAPTCHA_FALLBACK_HEADER = 'x-captcha-fallback';
// spec: loan-application §3 (hidden field g-Recaptcha-Fallback with value true)
export const CAPTCHA_FALLBACK_FIELD = 'g-Recaptcha-Fallback';

// spec: site-and-tools §7 "Other behaviour" (the token is put into a hidden field named
// g-Recaptcha-Response); a multipart call (the ID uploads) carries it there instead of the header.
export const CAPTCHA_RESPONSE_FIELD = 'g-Recaptcha-Response';

// spec: site-and-tools §7 "Other behaviour" (a token is obtained by action: submit_form, submit_payment)
export const CAPTCHA_ACTIONS = ['submit_form', 'submit_payment'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

// spec: loan-application §9, site-and-tools §9 (fallback captcha polled every 100 ms)
export const FALLBACK_CAPTCHA_POLL_MS = 100;

/** GET /api/captcha/config: what the browser needs to obtain tokens. */
export type CaptchaConfig =
  | {
      provider: 'altcha';
      /** GET this with ?action=...&kind=invisible|fallback for a proof-of-work challenge. */
      challengeUrl: string;
      /** How long a completed fallback stays valid before it must be done again. */
      fallbackExpirySeconds: number;
    }
  | {
      provider: 'recaptcha';
      /** reCAPTCHA v3 (invisible, scored) site key. */
      siteKey: string;
      /** reCAPTCHA v2 (checkbox) site key for the fallback challenge. */
      fallbackSiteKey: string;
      fallbackExpirySeconds: number;
    };

/** The kinds of proof-of-work challenge: the invisible one before each call, the harder visible fallback. */
export type ChallengeKind = 'invisible' | 'fallback';
