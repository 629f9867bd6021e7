import { CAPTCHA_FALLBACK_HEADER, CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { API } from '#domain/contracts/wire.ts';
import { resumeLinkCopy } from '#content/resume-link.ts';
import { callApi } from '#web/api/call.ts';
import type { CaptchaAnswer } from '#web/forms/captcha/captcha-client.on-demand.ts';

/**
 * The emailed resume link's calls (decision 059) on the one client (decisions 160, 163). Loaded on
 * demand: nothing here is needed at a step's first paint. The answer schemas load once a call is
 * answered (docs/decisions/024).
 */
const contracts = () => import('#domain/contracts/resume-link.ts');

export type LinkRequestOutcome =
  { kind: 'sent'; days: number } | { kind: 'refused'; message: string } | { kind: 'failed' };

/** "Email me a link" on a step: the session's application, to its applicant's email. */
export async function requestResumeLink(): Promise<LinkRequestOutcome> {
  const outcome = await callApi(API.resumeLinkRequest, {
    body: {},
    answers: () => contracts().then((c) => c.resumeLinkRequestContract.response),
  });
  if (outcome.ok) return { kind: 'sent', days: outcome.body.days };
  // Nothing saved yet (404) or no date of birth to open a link with (409): the server says what to do.
  const { status, message } = outcome;
  return (status === 404 || status === 409) && message !== null
    ? { kind: 'refused', message }
    : { kind: 'failed' };
}

/** The pre-save check's modal: a link for the unfinished application of this email, if there is one. */
export async function requestResumeLinkByEmail(
  email: string,
  lastName: string | null,
  captcha: CaptchaAnswer,
): Promise<LinkRequestOutcome> {
  const outcome = await callApi(API.resumeLinkByEmail, {
    body: { Email: email, LastName: lastName },
    headers: {
      [CAPTCHA_RESPONSE_HEADER]: captcha.response,
      ...(captcha.fallback ? { [CAPTCHA_FALLBACK_HEADER]: 'true' } : {}),
    },
    answers: () => contracts().then((c) => c.resumeLinkByEmailContract.response),
  });
  return outcome.ok ? { kind: 'sent', days: outcome.body.days } : { kind: 'failed' };
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
  const outcome = await callApi(API.resumeLinkConfirm, {
    body: { Link: link, DateOfBirth: dateOfBirth },
    answers: () => contracts().then((c) => c.resumeLinkConfirmContract.response),
  });
  if (outcome.ok) return { kind: 'opened', step: outcome.body.Step };
  const { status, message } = outcome;
  if (message === null) return { kind: 'failed' };
  if (status === 422) return { kind: 'wrong', message };
  if (status === 410 || status === 423 || status === 400) return { kind: 'refused', message };
  return { kind: 'failed' };
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
