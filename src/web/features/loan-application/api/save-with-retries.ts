import type { SaveRequest } from '#domain/contracts/loan-app.ts';
import type { CaptchaAnswer } from '#web/forms/captcha/captcha-client.on-demand.ts';
import {
  isNetworkError,
  retryOnNetworkFailure,
  type RetryOptions,
  type Try,
} from '#web/forms/retry.ts';
import { saveStep, type SaveOutcome } from './save-api.ts';

/** A save's idempotency key: 128 random bits as hex, one per submit, the same for its retries. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The step's save, tried again while the network fails (issue 11 "Come back and finish" 3,
 * decision 060): every try carries the same IdempotencyKey, so the server saves once and answers
 * a repeat with the first answer; each try fetches a fresh captcha answer. When the tries run out
 * the outcome is a failure (the save-error modal); the form's values stay as they are throughout.
 */
export async function saveWithRetries(
  request: SaveRequest,
  options: { captchaAnswer: () => Promise<CaptchaAnswer> } & Pick<RetryOptions, 'onRetry' | 'wait'>,
): Promise<SaveOutcome> {
  const keyed: SaveRequest = { ...request, IdempotencyKey: newIdempotencyKey() };
  const result = await retryOnNetworkFailure(
    async (): Promise<Try<SaveOutcome>> => {
      let captcha: CaptchaAnswer;
      try {
        captcha = await options.captchaAnswer();
      } catch (error) {
        // A captcha that cannot be fetched offline is the network's failure; otherwise §8's.
        if (isNetworkError(error)) return { kind: 'network-failed' };
        throw error;
      }
      const outcome = await saveStep(keyed, captcha);
      return outcome.kind === 'network-failed'
        ? { kind: 'network-failed' }
        : { kind: 'answered', value: outcome };
    },
    { onRetry: options.onRetry, wait: options.wait },
  );
  return result.kind === 'answered' ? result.value : { kind: 'failed', status: 0 };
}
