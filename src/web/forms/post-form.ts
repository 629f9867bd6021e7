import { CAPTCHA_FALLBACK_HEADER, CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { callApi, type ApiCall } from '#web/api/call.ts';
import type { CaptchaAnswer } from './captcha/captcha-client.on-demand.ts';

/**
 * What a one-page form's call came to (site-and-tools §4 "Bank statements", "Payment", "Refer"):
 * a 2xx and its JSON; 409 the fallback captcha; 422 the server's field errors; anything else, or no
 * answer at all, a failure.
 */
export type PostOutcome =
  | { kind: 'ok'; body: unknown }
  | { kind: 'fallback-captcha' }
  | { kind: 'invalid'; fields: Record<string, string> }
  /** `message`: the server's words for a refusal (409, 412, 403 …), when it gave some. */
  | { kind: 'failed'; status: number; message?: string };

/** The answer a call behind a sign-in sends: it carries no captcha. */
export const NO_CAPTCHA: CaptchaAnswer = { response: '', fallback: false };

/** A captcha answer as the headers of a call carry it (the fallback flagged). */
export function captchaHeaders(captcha: CaptchaAnswer): Record<string, string> {
  const headers: Record<string, string> = { [CAPTCHA_RESPONSE_HEADER]: captcha.response };
  if (captcha.fallback) headers[CAPTCHA_FALLBACK_HEADER] = 'true';
  return headers;
}

/** Posts a form's values as JSON with its captcha answer, through the one client (decision 160). */
export async function postForm(
  call: ApiCall,
  values: Record<string, unknown>,
  captcha: CaptchaAnswer,
): Promise<PostOutcome> {
  const outcome = await callApi(call, { body: values, headers: captchaHeaders(captcha) });
  if (outcome.ok) return { kind: 'ok', body: outcome.body };
  if (outcome.status === 409) return { kind: 'fallback-captcha' };
  if (outcome.status === 422 && outcome.fields) return { kind: 'invalid', fields: outcome.fields };
  return {
    kind: 'failed',
    status: outcome.status,
    ...(outcome.message !== null ? { message: outcome.message } : {}),
  };
}
