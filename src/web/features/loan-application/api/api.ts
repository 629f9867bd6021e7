import {
  CAPTCHA_FALLBACK_FIELD,
  CAPTCHA_FALLBACK_HEADER,
  CAPTCHA_RESPONSE_HEADER,
} from '#domain/captcha/protocol.ts';
import type { CaptchaAnswer } from '#web/forms/captcha/captcha-client.ts';
import type { ResumeAnswer, SaveAnswer, SaveRequest } from '#domain/contracts/loan-app.ts';
import { API, PRE_SAVE_CHECK_FAILED_MESSAGE, readAnswer } from '#domain/contracts/wire.ts';

/**
 * The answer schemas, loaded when a call starts (in parallel with it) rather than with the page:
 * they are not needed before the first answer (docs/decisions/024).
 */
const answerSchemas = () =>
  Promise.all([import('#domain/contracts/api.ts'), import('#domain/contracts/loan-app.ts')]).then(
    ([api, loanApp]) => ({ ...api, ...loanApp }),
  );

function captchaHeaders(captcha: CaptchaAnswer): Record<string, string> {
  const headers: Record<string, string> = { [CAPTCHA_RESPONSE_HEADER]: captcha.response };
  if (captcha.fallback) headers[CAPTCHA_FALLBACK_HEADER] = 'true';
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Outcomes of the save call, one per branch of loan-application §8: saved; 409 fallback captcha;
 * 401 session expired; 412 another window saved first (decision 060); 422 field errors; no answer
 * at all (the network; save-with-retries.ts tries again); anything else, or an answer that does
 * not match the contract, a failure.
 */
export type SaveOutcome =
  | { kind: 'saved'; answer: SaveAnswer }
  | { kind: 'fallback-captcha' }
  | { kind: 'session-expired' }
  | { kind: 'stale' }
  | { kind: 'network-failed' }
  | { kind: 'invalid'; fields: Record<string, string>; message: string }
  | { kind: 'failed'; status: number };

export async function saveStep(request: SaveRequest, captcha: CaptchaAnswer): Promise<SaveOutcome> {
  const schemas = answerSchemas();
  let response: Response;
  try {
    response = await fetch(API.loanAppSave.path, {
      method: API.loanAppSave.method,
      headers: { 'content-type': 'application/json', ...captchaHeaders(captcha) },
      // g-Recaptcha-Fallback travels in the body too, as the spec's step 4 hidden field (§3).
      body: JSON.stringify(
        captcha.fallback ? { ...request, [CAPTCHA_FALLBACK_FIELD]: true } : request,
      ),
    });
  } catch {
    return { kind: 'network-failed' };
  }
  if (response.status === 409) return { kind: 'fallback-captcha' };
  if (response.status === 401) return { kind: 'session-expired' };
  if (response.status === 412) return { kind: 'stale' };
  const body = await readJson(response);
  const { apiErrorSchema, saveContract } = await schemas;
  if (response.status === 422) {
    const error = readAnswer(apiErrorSchema, body);
    if (!error) return { kind: 'failed', status: response.status };
    return { kind: 'invalid', fields: error.fields ?? {}, message: error.error };
  }
  const answer = response.status === 200 ? readAnswer(saveContract.response[200], body) : null;
  return answer ? { kind: 'saved', answer } : { kind: 'failed', status: response.status };
}

export type PreSaveCheckOutcome =
  { kind: 'passed' } | { kind: 'failed-check' } | { kind: 'fallback-captcha' } | { kind: 'error' };

/** POST /api/loan-app/pre-save-check with step 1's form data (§7). */
export async function preSaveCheck(
  formData: Record<string, unknown>,
  token: string | null,
  captcha: CaptchaAnswer,
): Promise<PreSaveCheckOutcome> {
  try {
    const schemas = answerSchemas();
    const response = await fetch(API.loanAppPreSaveCheck.path, {
      method: API.loanAppPreSaveCheck.method,
      headers: { 'content-type': 'application/json', ...captchaHeaders(captcha) },
      body: JSON.stringify({ ...formData, ...(token ? { Token: token } : {}) }),
    });
    if (response.status === 409) return { kind: 'fallback-captcha' };
    const { preSaveCheckContract } = await schemas;
    const answer = response.ok
      ? readAnswer(preSaveCheckContract.response[200], await readJson(response))
      : null;
    if (answer?.success === true) return { kind: 'passed' };
    if (answer?.success === false && answer.message === PRE_SAVE_CHECK_FAILED_MESSAGE)
      return { kind: 'failed-check' };
    return { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}

export type ResumeOutcome =
  { kind: 'resumed'; answer: ResumeAnswer } | { kind: 'gone' } | { kind: 'error' };

/**
 * POST /api/loan-app/resume: restores the application the visitor's session holds (decision 059;
 * the cookie is the only key). 401/403/404 mean there is none to resume.
 */
export async function resumeApplication(): Promise<ResumeOutcome> {
  try {
    const response = await fetch(API.loanAppResume.path, {
      method: API.loanAppResume.method,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // 204: the session holds no application (decision 059), the usual case for a new visitor.
    if ([204, 401, 403, 404].includes(response.status)) return { kind: 'gone' };
    // Loaded only for an answer to read: every step page asks on load, and evaluating the schemas
    // for a new visitor's 204 was one of step 1's long tasks on a phone (issue 12 finding 13).
    const { resumeContract } = await answerSchemas();
    const answer = response.ok
      ? readAnswer(resumeContract.response[200], await readJson(response))
      : null;
    return answer ? { kind: 'resumed', answer } : { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}

/**
 * POST the logging form (§7): LoggingToken and LoggingMessage (JSON of step, user agent, object id,
 * validation summary or error details). Fire and forget: a lost log line must not trouble the applicant.
 */
export async function logToServer(
  token: string | null,
  message: Record<string, unknown>,
): Promise<void> {
  try {
    const body = new URLSearchParams({
      LoggingToken: token ?? '',
      LoggingMessage: JSON.stringify(message),
    });
    const response = await fetch(API.loanAppLog.path, { method: API.loanAppLog.method, body });
    if (!response.ok) console.warn(`The application log was not accepted (${response.status}).`);
    await response.arrayBuffer(); // read to its end, or the request stays open
  } catch {
    console.warn('The application log could not be sent.');
  }
}
