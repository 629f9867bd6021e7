import {
  CAPTCHA_FALLBACK_FIELD,
  CAPTCHA_FALLBACK_HEADER,
  CAPTCHA_RESPONSE_HEADER,
} from '#domain/captcha/protocol.ts';
import type { CaptchaAnswer } from '#web/forms/captcha/captcha-client.on-demand.ts';
import type { SaveAnswer, SaveRequest } from '#domain/contracts/loan-app.ts';
// The steps' own calls, not the whole wire table (docs/decisions/157).
import {
  APPLICATION_CALLS as API,
  PRE_SAVE_CHECK_FAILED_MESSAGE,
} from '#domain/contracts/application-calls.ts';
import { readAnswer } from '#domain/contracts/read-answer.ts';
import { answerSchemas, readJson } from './api.ts';

// The save's calls (loan-application §7, §8), loaded with the save (save.on-demand.ts): a step's
// page makes neither before the visitor's first Next.

function captchaHeaders(captcha: CaptchaAnswer): Record<string, string> {
  const headers: Record<string, string> = { [CAPTCHA_RESPONSE_HEADER]: captcha.response };
  if (captcha.fallback) headers[CAPTCHA_FALLBACK_HEADER] = 'true';
  return headers;
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
