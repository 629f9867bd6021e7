/**
 * Retrying a call lost on the network (issue 11 "Come back and finish" 3, decision 060). Each try
 * is the same call, so it must be safe to repeat: the loan application's save sends the same
 * IdempotencyKey every time. The waits grow (1, 2, 4, 8, 15 s...), and end at once when the
 * browser says it is back online. An answer from the server, whatever it is, ends the retries.
 */

/** What a try came to: an answer, or nothing because the network failed. */
export type Try<T> = { kind: 'answered'; value: T } | { kind: 'network-failed' };

export interface RetryOptions {
  /** The waits before the 2nd, 3rd... try; the last one repeats. */
  delaysMs?: readonly number[];
  /** Tries in all, the first included, before giving up. */
  maxTries?: number;
  /** Called before each retry (the 1st retry is the 2nd try): the moment to say we are retrying. */
  onRetry?: (retry: number) => void;
  /** Waits `ms`, or less when the connection returns (tests give their own). */
  wait?: (ms: number) => Promise<void>;
}

export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000] as const;
/** About two minutes of waits in all, then the caller's failure (a save-error modal). */
export const MAX_TRIES = 12;

/** Runs `attempt` until it is answered or the tries run out; the last try's result either way. */
export async function retryOnNetworkFailure<T>(
  attempt: () => Promise<Try<T>>,
  options: RetryOptions = {},
): Promise<Try<T>> {
  const delays = options.delaysMs ?? RETRY_DELAYS_MS;
  const maxTries = options.maxTries ?? MAX_TRIES;
  const wait = options.wait ?? waitOrOnline;
  let result = await attempt();
  for (let retry = 1; result.kind === 'network-failed' && retry < maxTries; retry++) {
    options.onRetry?.(retry);
    await wait(delays[Math.min(retry - 1, delays.length - 1)]!);
    result = await attempt();
  }
  return result;
}

/** Resolves after `ms`, or as soon as the browser's `online` event fires. */
export function waitOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * Whether an error thrown on the way to an answer is the network's: fetch rejects with a TypeError
 * when no answer came, and the browser knows when it is offline.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}
