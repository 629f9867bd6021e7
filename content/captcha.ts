/**
 * Words of the captcha's visible fallback challenge. The spec shows the 409 message only as "a
 * message from content" (loan-application §8; ReCaptchaMessage in site-and-tools §3): these are
 * the demo brand's words and may be replaced.
 */
import { CAPTCHA_FALLBACK_MESSAGE } from './captcha-fallback-message.ts';

export const captchaCopy = {
  /** Shown above the fallback when the server asks for it (409). */
  fallbackMessage: CAPTCHA_FALLBACK_MESSAGE,
  label: "I'm not a robot",
  verifying: 'Checking… this takes a few seconds.',
  verified: (minutes: number) =>
    `Done. This check is valid for ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  expired: 'The check has expired. Please tick the box again.',
  failed: 'The check could not be completed. Please tick the box to try again.',
  unavailable: 'The check could not be loaded. Please reload the page and try again.',
};
