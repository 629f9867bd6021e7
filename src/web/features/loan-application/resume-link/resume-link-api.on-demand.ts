import { CAPTCHA_FALLBACK_HEADER, CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { API, readAnswer } from '#domain/contracts/wire.ts';
import { resumeLinkCopy } from '#content/resume-link.ts';
import type { CaptchaAnswer } from '#web/forms/captcha/captcha-client.on-demand.ts';

/**
 * The emailed resume link's calls (decision 059). Loaded on demand: nothing here is needed at a
 * step's first paint. The answer schemas load with the call (docs/decisions/024).
 */
const answerSchemas = () =>
  Promise.all([
    import('#domain/contracts/api.ts'),
    import('#domain/contracts/resume-link.ts'),
  ]).then(([api, link]) => ({ ...api, ...link }));

export type LinkRequestOutcome =
  { kind: 'sent'; days: number } | { kind: 'refused'; message: string } | { kind: 'failed' };

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** "Email me a link" on a step: the session's application, to its applicant's email. */
export async function requestResumeLink(): Promise<LinkRequestOutcome> {
  try {
    const schemas = answerSchemas();
    const response = await post(API.resumeLinkRequest.path, {});
    const body: unknown = await response.json().catch(() => undefined);
    const { apiErrorSchema, resumeLinkRequestContract } = await schemas;
    if (response.status === 202) {
      const answer = readAnswer(resumeLinkRequestContract.response[202], body);
      return answer ? { kind: 'sent', days: answer.days } : { kind: 'failed' };
    }
    // Nothing saved yet (404) or no date of birth to open a link with (409): the server says what to do.
    const error =
      response.status === 404 || response.status === 409 ? readAnswer(apiErrorSchema, body) : null;
    return error ? { kind: 'refused', message: error.error } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** The pre-save check's modal: a link for the unfinished application of this email, if there is one. */
export async function requestResumeLinkByEmail(
  email: string,
  lastName: string | null,
  captcha: CaptchaAnswer,
): Promise<LinkRequestOutcome> {
  try {
    const schemas = answerSchemas();
    const response = await post(
      API.resumeLinkByEmail.path,
      { Email: email, LastName: lastName },
      {
        [CAPTCHA_RESPONSE_HEADER]: captcha.response,
        ...(captcha.fallback ? { [CAPTCHA_FALLBACK_HEADER]: 'true' } : {}),
      },
    );
    const { resumeLinkByEmailContract } = await schemas;
    const answer =
      response.status === 202
        ? readAnswer(resumeLinkByEmailContract.response[202], await response.json())
        : null;
    return answer ? { kind: 'sent', days: answer.days } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

export type ConfirmOutcome =
  | { kind: 'opened'; step: number }
  | { kind: 'wrong'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** Opens an emailed link with the date of birth; the session then holds the application. */
export async function confirmResumeLink(
  link: string,
  dateOfBirth: string,
): Promise<ConfirmOutcome> {
  try {
    const schemas = answerSchemas();
    const response = await post(API.resumeLinkConfirm.path, {
      Link: link,
      DateOfBirth: dateOfBirth,
    });
    const body: unknown = await response.json().catch(() => undefined);
    const { apiErrorSchema, resumeLinkConfirmContract } = await schemas;
    if (response.ok) {
      const answer = readAnswer(resumeLinkConfirmContract.response[200], body);
      return answer ? { kind: 'opened', step: answer.Step } : { kind: 'failed' };
    }
    const error = readAnswer(apiErrorSchema, body);
    if (!error) return { kind: 'failed' };
    if (response.status === 422) return { kind: 'wrong', message: error.error };
    if (response.status === 410 || response.status === 423 || response.status === 400)
      return { kind: 'refused', message: error.error };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** The step's button: asks for the link and says what happened, in words for a live region. */
export async function requestLinkMessage(): Promise<string> {
  const outcome = await requestResumeLink();
  if (outcome.kind === 'sent') return resumeLinkCopy.requestSent(outcome.days);
  return outcome.kind === 'refused' ? outcome.message : resumeLinkCopy.requestFailed;
}

/** The pre-save check's modal: the same answer whether or not an application was found. */
export async function requestByEmailMessage(
  email: string,
  lastName: string | null,
  captcha: CaptchaAnswer,
): Promise<string> {
  const outcome = await requestResumeLinkByEmail(email, lastName, captcha);
  return outcome.kind === 'sent' ? resumeLinkCopy.modalSent : resumeLinkCopy.requestFailed;
}
