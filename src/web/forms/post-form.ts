import { CAPTCHA_FALLBACK_HEADER, CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
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

/** Posts a form's values as JSON with its captcha answer (headers, and the fallback flag in the body). */
export async function postForm(
  call: { method: string; path: string },
  values: Record<string, unknown>,
  captcha: CaptchaAnswer,
): Promise<PostOutcome> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [CAPTCHA_RESPONSE_HEADER]: captcha.response,
  };
  if (captcha.fallback) headers[CAPTCHA_FALLBACK_HEADER] = 'true';
  let response: Response;
  try {
    response = await fetch(call.path, {
      method: call.method,
      headers,
      body: JSON.stringify(values),
    });
  } catch {
    return { kind: 'failed', status: 0 };
  }
  if (response.status === 409) return { kind: 'fallback-captcha' };
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { kind: 'ok', body };
  const { apiErrorSchema } = await import('#domain/contracts/api.ts');
  const error = apiErrorSchema.safeParse(body);
  if (!error.success) return { kind: 'failed', status: response.status };
  if (response.status === 422 && error.data.fields)
    return { kind: 'invalid', fields: error.data.fields };
  return { kind: 'failed', status: response.status, message: error.data.error };
}
