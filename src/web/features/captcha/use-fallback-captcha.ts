import { useCallback, useMemo, useState } from 'react';
import type { CaptchaAction } from '#domain/captcha/protocol.ts';
import { getCaptchaToken } from './captcha-client.ts';

/** The captcha answer of one call: an invisible token, or the completed fallback (sent with the fallback flag). */
export interface CaptchaAnswer {
  response: string;
  fallback: boolean;
}

export interface FallbackCaptchaControl {
  /** The server asked for the fallback (409) and it is shown. */
  required: boolean;
  /** The fallback is completed and not yet expired. */
  completed: boolean;
  /** Submit waits: the fallback is required and not completed (loan-application §4). */
  blocking: boolean;
  /** Call on a 409: shows the fallback and forgets any earlier completion (the server refused it). */
  require(): void;
  /** Pass to <FallbackCaptcha onComplete>. */
  complete(response: string): void;
  /** Pass to <FallbackCaptcha onExpire>: expiry resets completion (loan-application §4). */
  expire(): void;
  /** Hide the fallback again (a new application, a cancelled modal). */
  reset(): void;
  /** The answer for the next call: the completed fallback if there is one, else a fresh invisible token. */
  answer(action: CaptchaAction): Promise<CaptchaAnswer>;
}

/**
 * Tracks the fallback captcha's state for one form (loan-application §4 "Fallback captcha": a 409
 * sets a required state; submit is disabled until the fallback is completed; expiry resets completion).
 */
export function useFallbackCaptcha(): FallbackCaptchaControl {
  const [required, setRequired] = useState(false);
  const [response, setResponse] = useState<string | null>(null);

  const require = useCallback(() => {
    setRequired(true);
    setResponse(null);
  }, []);
  const complete = useCallback((value: string) => setResponse(value), []);
  const expire = useCallback(() => setResponse(null), []);
  const reset = useCallback(() => {
    setRequired(false);
    setResponse(null);
  }, []);
  const answer = useCallback(
    async (action: CaptchaAction): Promise<CaptchaAnswer> =>
      response !== null
        ? { response, fallback: true }
        : { response: await getCaptchaToken(action), fallback: false },
    [response],
  );

  return useMemo(
    () => ({
      required,
      completed: response !== null,
      blocking: required && response === null,
      require,
      complete,
      expire,
      reset,
      answer,
    }),
    [required, response, require, complete, expire, reset, answer],
  );
}
