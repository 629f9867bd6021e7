/**
 * Words of the captcha's visible fallback challenge. The spec shows the 409 message only as "a
 * message from content" (loan-application §8; ReCaptchaMessage in site-and-tools §3): these are
 * the demo brand's words and may be replaced.
 */
export const captchaCopy = {
  /**
   * Shown above the fallback when the server asks for it (409) and the form gives no words of its
   * own (the application's are content/captcha-fallback-message.ts): a form's words load with its
   * page, these with the fallback.
   */
  fallbackMessage:
    'We need one more check that you are a person. Tick the box below, then try again.',
  label: "I'm not a robot",
  verifying: 'Checking… this takes a few seconds.',
  verified: (minutes: number) =>
    `Done. This check is valid for ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  expired: 'The check has expired. Please tick the box again.',
  failed: 'The check could not be completed. Please tick the box to try again.',
  unavailable: 'The check could not be loaded. Please reload the page and try again.',
};
