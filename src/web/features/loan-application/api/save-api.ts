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
import { callApi } from '#web/api/call.ts';
import { contracts } from './api.ts';

// The save's calls (loan-application §7, §8) on the one client (decisions 160, 163), loaded with
// the save (save.on-demand.ts): a step's page makes neither before the visitor's first Next.

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
  const outcome = await callApi(API.loanAppSave, {
    headers: captchaHeaders(captcha),
    // g-Recaptcha-Fallback travels in the body too, as the spec's step 4 hidden field (§3).
    body: captcha.fallback ? { ...request, [CAPTCHA_FALLBACK_FIELD]: true } : request,
    answers: () => contracts().then((c) => c.saveContract.response),
  });
  if (outcome.ok) return { kind: 'saved', answer: outcome.body };
  if (outcome.kind === 'offline') return { kind: 'network-failed' };
  if (outcome.status === 409) return { kind: 'fallback-captcha' };
  if (outcome.status === 401) return { kind: 'session-expired' };
  if (outcome.status === 412) return { kind: 'stale' };
  // A 422 without the error body is a failure, not field errors.
  if (outcome.status === 422 && outcome.message !== null)
    return { kind: 'invalid', fields: outcome.fields ?? {}, message: outcome.message };
  return { kind: 'failed', status: outcome.status };
}

export type PreSaveCheckOutcome =
  { kind: 'passed' } | { kind: 'failed-check' } | { kind: 'fallback-captcha' } | { kind: 'error' };

/** POST /api/loan-app/pre-save-check with step 1's form data (§7). */
export async function preSaveCheck(
  formData: Record<string, unknown>,
  token: string | null,
  captcha: CaptchaAnswer,
): Promise<PreSaveCheckOutcome> {
  const outcome = await callApi(API.loanAppPreSaveCheck, {
    headers: captchaHeaders(captcha),
    body: { ...formData, ...(token ? { Token: token } : {}) },
    answers: () => contracts().then((c) => c.preSaveCheckContract.response),
  });
  if (!outcome.ok) return { kind: outcome.status === 409 ? 'fallback-captcha' : 'error' };
  if (outcome.body.success) return { kind: 'passed' };
  return {
    kind: outcome.body.message === PRE_SAVE_CHECK_FAILED_MESSAGE ? 'failed-check' : 'error',
  };
}
