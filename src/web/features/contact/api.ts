import { CAPTCHA_FALLBACK_HEADER, CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { API } from '#domain/contracts/wire.ts';
import type { ContactMessageBody } from '#domain/contracts/contact.ts';
import type { CaptchaAnswer } from '#web/forms/captcha/captcha-client.on-demand.ts';

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'fallback-captcha' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' };

/** POST /api/contact with the captcha answer; the answer read with the contract's schema. */
export async function sendContactMessage(
  body: ContactMessageBody,
  captcha: CaptchaAnswer,
): Promise<SendOutcome> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [CAPTCHA_RESPONSE_HEADER]: captcha.response,
  };
  if (captcha.fallback) headers[CAPTCHA_FALLBACK_HEADER] = 'true';
  let response: Response;
  try {
    response = await fetch(API.contactMessage.path, {
      method: API.contactMessage.method,
      headers,
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 409) return { kind: 'fallback-captcha' };
  const { contactMessageContract } = await import('#domain/contracts/contact.ts');
  const { readAnswer } = await import('#domain/contracts/wire.ts');
  const answer: unknown = await response.json().catch(() => null);
  if (response.status === 201 && readAnswer(contactMessageContract.response[201], answer))
    return { kind: 'sent' };
  const error = readAnswer(contactMessageContract.response['4xx'], answer);
  if (response.status === 422 && error?.fields) return { kind: 'invalid', fields: error.fields };
  return { kind: 'failed' };
}
