import { CAPTCHA_FALLBACK_HEADER, CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { API } from '#domain/contracts/wire.ts';
import type { ComplaintBody } from '#domain/contracts/complaints.ts';
import type { CaptchaAnswer } from '#web/forms/captcha/captcha-client.ts';

export type ComplaintOutcome =
  | { kind: 'sent'; reference: string }
  | { kind: 'fallback-captcha' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' };

/** POST /api/complaints with the captcha answer; the answer read with the contract's schema. */
export async function sendComplaint(
  body: ComplaintBody,
  captcha: CaptchaAnswer,
): Promise<ComplaintOutcome> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [CAPTCHA_RESPONSE_HEADER]: captcha.response,
  };
  if (captcha.fallback) headers[CAPTCHA_FALLBACK_HEADER] = 'true';
  let response: Response;
  try {
    response = await fetch(API.complaint.path, {
      method: API.complaint.method,
      headers,
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 409) return { kind: 'fallback-captcha' };
  const { complaintContract } = await import('#domain/contracts/complaints.ts');
  const { readAnswer } = await import('#domain/contracts/wire.ts');
  const answer: unknown = await response.json().catch(() => null);
  const sent = response.status === 201 && readAnswer(complaintContract.response[201], answer);
  if (sent) return { kind: 'sent', reference: sent.reference };
  const error = readAnswer(complaintContract.response['4xx'], answer);
  if (response.status === 422 && error?.fields) return { kind: 'invalid', fields: error.fields };
  return { kind: 'failed' };
}
