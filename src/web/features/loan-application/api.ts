import type { SaveRequest, SaveResponse } from '#domain/loan-application/types.ts';
import { CAPTCHA_FALLBACK_HEADER, CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import type { CaptchaAnswer } from '#web/forms/captcha/captcha-client.ts';

// Architecture "API surface": the configured paths of the application's calls.
export const SAVE_PATH = '/api/loan-app/save';
export const PRE_SAVE_CHECK_PATH = '/api/loan-app/pre-save-check';
export const RESUME_PATH = '/api/loan-app/resume';
export const LOG_PATH = '/api/loan-app/log';
export const APPLICATION_CONVERSION_PATH = '/api/conversions/application';

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

/** The save answer as the client reads it (loan-application §7), plus the human reference the server adds. */
export interface SaveAnswer extends SaveResponse {
  Reference?: string;
}

/**
 * Outcomes of the save call, one per branch of loan-application §8: saved; 409 fallback captcha;
 * 401 session expired; 422 field errors; anything else a failure.
 */
export type SaveOutcome =
  | { kind: 'saved'; answer: SaveAnswer }
  | { kind: 'fallback-captcha' }
  | { kind: 'session-expired' }
  | { kind: 'invalid'; fields: Record<string, string>; message: string }
  | { kind: 'failed'; status: number };

export async function saveStep(request: SaveRequest, captcha: CaptchaAnswer): Promise<SaveOutcome> {
  let response: Response;
  try {
    response = await fetch(SAVE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...captchaHeaders(captcha) },
      // g-Recaptcha-Fallback travels in the body too, as the spec's step 4 hidden field (§3).
      body: JSON.stringify(
        captcha.fallback ? { ...request, 'g-Recaptcha-Fallback': true } : request,
      ),
    });
  } catch {
    return { kind: 'failed', status: 0 };
  }
  if (response.status === 409) return { kind: 'fallback-captcha' };
  if (response.status === 401) return { kind: 'session-expired' };
  const body = await readJson(response);
  if (response.status === 422) {
    const { error, fields } = (body ?? {}) as { error?: unknown; fields?: unknown };
    return {
      kind: 'invalid',
      fields: toFieldMessages(fields),
      message: typeof error === 'string' ? error : '',
    };
  }
  if (response.status !== 200) return { kind: 'failed', status: response.status };
  const answer = body as Partial<SaveAnswer> | undefined;
  if (!answer || typeof answer.Token !== 'string' || typeof answer.Guid !== 'string')
    return { kind: 'failed', status: response.status };
  return { kind: 'saved', answer: answer as SaveAnswer };
}

/** The error shape's `fields` (name → message) with anything that is not a string dropped. */
function toFieldMessages(fields: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (fields && typeof fields === 'object') {
    for (const [name, message] of Object.entries(fields))
      if (typeof message === 'string') out[name] = message;
  }
  return out;
}

export type PreSaveCheckOutcome =
  { kind: 'passed' } | { kind: 'failed-check' } | { kind: 'fallback-captcha' } | { kind: 'error' };

// spec: loan-application §8 (the known message that opens app-pre-save-check-error-modal)
export const PRE_SAVE_CHECK_FAILED_MESSAGE = 'pre-save check failed';

/** POST /api/loan-app/pre-save-check with step 1's form data (§7). */
export async function preSaveCheck(
  formData: Record<string, unknown>,
  token: string | null,
  captcha: CaptchaAnswer,
): Promise<PreSaveCheckOutcome> {
  try {
    const response = await fetch(PRE_SAVE_CHECK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...captchaHeaders(captcha) },
      body: JSON.stringify({ ...formData, ...(token ? { Token: token } : {}) }),
    });
    if (response.status === 409) return { kind: 'fallback-captcha' };
    const body = (await readJson(response)) as { success?: unknown; message?: unknown } | undefined;
    if (response.ok && body?.success === true) return { kind: 'passed' };
    if (body?.success === false && body.message === PRE_SAVE_CHECK_FAILED_MESSAGE)
      return { kind: 'failed-check' };
    return { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}

export interface ResumeAnswer {
  Token: string;
  Guid: string;
  Reference?: string;
  Step: number;
  FormData: string;
  FormState: string;
  CentrixResult: string | null;
  Complete: boolean;
}

export type ResumeOutcome =
  { kind: 'resumed'; answer: ResumeAnswer } | { kind: 'gone' } | { kind: 'error' };

/** POST /api/loan-app/resume: restores the saved application from Token and Guid. 401/404 mean it cannot be resumed. */
export async function resumeApplication(keys: {
  Token: string;
  Guid: string;
}): Promise<ResumeOutcome> {
  try {
    const response = await fetch(RESUME_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Token: keys.Token, Guid: keys.Guid }),
    });
    if (response.status === 401 || response.status === 403 || response.status === 404)
      return { kind: 'gone' };
    const body = (await readJson(response)) as Partial<ResumeAnswer> | undefined;
    if (
      !response.ok ||
      !body ||
      typeof body.FormData !== 'string' ||
      typeof body.Token !== 'string'
    )
      return { kind: 'error' };
    return { kind: 'resumed', answer: body as ResumeAnswer };
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
    const response = await fetch(LOG_PATH, { method: 'POST', body });
    if (!response.ok) console.warn(`The application log was not accepted (${response.status}).`);
  } catch {
    console.warn('The application log could not be sent.');
  }
}

// spec: site-and-tools §7 "Conversion events, application"
export type ApplicationConversionEvent =
  | 'Step1 Submit'
  | 'Step2 Submit'
  | 'Step3 Submit'
  | 'SubmitApplication'
  | 'Conditional Approval'
  | 'Auto-Decline'
  | 'Application-Complete';

/** POST /api/conversions/application; a failure is logged only, no applicant ever sees it (site-and-tools §8). */
export async function sendApplicationConversion(
  eventName: ApplicationConversionEvent,
  token: string,
): Promise<void> {
  try {
    const response = await fetch(APPLICATION_CONVERSION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventName, sourceUrl: window.location.pathname, token }),
    });
    if (!response.ok)
      console.warn(`Conversion event ${eventName} was not recorded (${response.status}).`);
  } catch {
    console.warn(`Conversion event ${eventName} could not be sent.`);
  }
}
