import type { FormRuntime, FormState } from './form-runtime.ts';
import { NO_CAPTCHA, postForm, type PostOutcome } from './post-form.ts';

/**
 * A one-page form's call through its runtime: the captcha answer first, then the post. A 409 shows
 * the fallback captcha, a refused fallback asks for a new one, a 422 shows the server's field
 * errors; the page decides what `ok` and `failed` mean. Behind a sign-in (`captcha: false`) no
 * captcha answer goes with it.
 */
export async function sendForm(
  form: FormRuntime<FormState>,
  call: { method: string; path: string },
  values: Record<string, unknown>,
  options: { captcha: boolean } = { captcha: true },
): Promise<PostOutcome> {
  const captcha = options.captcha ? await form.captchaAnswer() : NO_CAPTCHA;
  const outcome = await postForm(call, values, captcha);
  if (outcome.kind === 'fallback-captcha') form.requireFallback();
  else if (outcome.kind === 'invalid') form.showErrors(outcome.fields);
  else if (outcome.kind === 'failed' && outcome.status === 403 && captcha.fallback)
    form.fallbackRefused();
  return outcome;
}
