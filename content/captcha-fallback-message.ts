/**
 * Shown above the loan application's captcha fallback when the server asks for it (409): the demo
 * brand's words. Its own module, so the steps, which pass it to their runtime and their fallback,
 * carry none of the fallback's other words (content/captcha.ts), which load with the fallback; and
 * the fallback's code imports nothing of the steps' shared chunk (decision 166).
 */
export const CAPTCHA_FALLBACK_MESSAGE =
  'We need one more check that you are a person before we can save your details. Tick the box below, then try again.';
