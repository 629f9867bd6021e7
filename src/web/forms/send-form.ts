import type { FormRuntime, FormState } from './form-runtime.ts';
import { postForm, type PostOutcome } from './post-form.ts';

/**
 * A one-page form's call through its runtime: the captcha answer first, then the post. A 409 shows
 * the fallback captcha, a refused fallback asks for a new one, a 422 shows the server's field
 * errors; the page decides what `ok` and `failed` mean.
 */
export async function sendForm(
  form: FormRuntime<FormState>,
  call: { method: string; path: string },
  values: Record<string, unknown>,
): Promise<PostOutcome> {
  const captcha = await form.captchaAnswer();
  const outcome = await postForm(call, values, captcha);
  if (outcome.kind === 'fallback-captcha') form.requireFallback();
  else if (outcome.kind === 'invalid') form.showErrors(outcome.fields);
  else if (outcome.kind === 'failed' && outcome.status === 403 && captcha.fallback)
    form.fallbackRefused();
  return outcome;
}
