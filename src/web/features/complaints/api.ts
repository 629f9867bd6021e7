import { API } from '#domain/contracts/wire.ts';
import type { ComplaintBody } from '#domain/contracts/complaints.ts';
import type { CaptchaAnswer } from '#web/forms/captcha/captcha-client.on-demand.ts';
import { postForm } from '#web/forms/post-form.ts';

export type ComplaintOutcome =
  | { kind: 'sent'; reference: string }
  | { kind: 'fallback-captcha' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' };

/** POST /api/complaints with the captcha answer (the one form poster); the reference read with the contract's schema. */
export async function sendComplaint(
  body: ComplaintBody,
  captcha: CaptchaAnswer,
): Promise<ComplaintOutcome> {
  const outcome = await postForm(API.complaint, body, captcha);
  if (outcome.kind !== 'ok') return outcome.kind === 'failed' ? { kind: 'failed' } : outcome;
  const { complaintContract } = await import('#domain/contracts/complaints.ts');
  const { readAnswer } = await import('#domain/contracts/wire.ts');
  const sent = readAnswer(complaintContract.response[201], outcome.body);
  return sent ? { kind: 'sent', reference: sent.reference } : { kind: 'failed' };
}
