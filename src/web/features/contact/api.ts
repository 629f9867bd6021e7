import { API } from '#domain/contracts/wire.ts';
import type { ContactMessageBody } from '#domain/contracts/contact.ts';
import type { CaptchaAnswer } from '#web/forms/captcha/captcha-client.on-demand.ts';
import { postForm } from '#web/forms/post-form.ts';

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'fallback-captcha' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' };

/** POST /api/contact with the captcha answer (the one form poster); the answer read with the contract's schema. */
export async function sendContactMessage(
  body: ContactMessageBody,
  captcha: CaptchaAnswer,
): Promise<SendOutcome> {
  const outcome = await postForm(API.contactMessage, body, captcha);
  if (outcome.kind !== 'ok') return outcome.kind === 'failed' ? { kind: 'failed' } : outcome;
  const { contactMessageContract } = await import('#domain/contracts/contact.ts');
  const { readAnswer } = await import('#domain/contracts/wire.ts');
  return readAnswer(contactMessageContract.response[201], outcome.body)
    ? { kind: 'sent' }
    : { kind: 'failed' };
}
