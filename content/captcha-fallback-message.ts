/**
 * Shown above the captcha's visible fallback when the server asks for it (409): the demo brand's
 * words (content/captcha.ts). Its own module, so a form's page that passes it to its runtime
 * carries none of the fallback's other words, which load with the fallback.
 */
export const CAPTCHA_FALLBACK_MESSAGE =
  'We need one more check that you are a person before we can save your details. Tick the box below, then try again.';
