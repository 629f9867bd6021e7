import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryOnNetworkFailure, waitOrOnline, type Try } from './retry.ts';

afterEach(() => vi.useRealTimers());

const failed: Try<string> = { kind: 'network-failed' };
const answered: Try<string> = { kind: 'answered', value: 'saved' };

describe('retrying a call lost on the network (decision 060)', () => {
  it('tries again after growing waits until the call is answered, saying so before each retry', async () => {
    const results = [failed, failed, failed, answered];
    const attempt = vi.fn(async () => results.shift()!);
    const waits: number[] = [];
    const retries: number[] = [];
    const result = await retryOnNetworkFailure(attempt, {
      delaysMs: [10, 20],
      wait: async (ms) => void waits.push(ms),
      onRetry: (retry) => retries.push(retry),
    });
    expect(result).toEqual(answered);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([10, 20, 20]);
    expect(retries).toEqual([1, 2, 3]);
  });

  it('does not retry an answer, and gives up after the last try', async () => {
    const once = vi.fn(async () => answered);
    expect(await retryOnNetworkFailure(once, { wait: async () => {} })).toEqual(answered);
    expect(once).toHaveBeenCalledTimes(1);

    const never = vi.fn(async () => failed);
    expect(await retryOnNetworkFailure(never, { maxTries: 3, wait: async () => {} })).toEqual(
      failed,
    );
    expect(never).toHaveBeenCalledTimes(3);
  });

  it('ends a wait as soon as the browser is back online', async () => {
    vi.useFakeTimers();
    let ended = false;
    const waiting = waitOrOnline(60_000).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(ended).toBe(false);
    window.dispatchEvent(new Event('online'));
    await waiting;
    expect(ended).toBe(true);
  });
});
