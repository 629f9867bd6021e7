import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, passed, saved, setUp } from './test-support.ts';

vi.mock('#web/forms/captcha/captcha-client.on-demand.ts', () => ({
  getCaptchaToken: vi.fn(async () => 'captcha-token'),
}));

// The save's code (save.on-demand.ts) cannot be fetched the first time: the visitor went offline
// before their first move on the page, so nothing had fetched it yet (decision 113).
vi.mock('#web/site/on-demand/load-chunk.ts', async (original) => {
  const actual = await original<typeof import('#web/site/on-demand/load-chunk.ts')>();
  let failures = 1;
  return {
    ...actual,
    loadChunk: vi.fn((chunk: string, ...rest: [() => Promise<unknown>, (m: unknown) => boolean]) =>
      chunk === 'application-save' && failures-- > 0
        ? Promise.reject(new actual.ChunkLoadError(chunk, 'error'))
        : actual.loadChunk(chunk, ...rest),
    ),
  };
});

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("a Next whose save code is not there yet (decision 113, decision 060's retries)", () => {
  it('says it is retrying, fetches the code when the connection returns, and saves once', async () => {
    const calls = answer({
      '/api/loan-app/pre-save-check': [passed],
      '/api/loan-app/save': [saved],
    });
    const { store, actions, navigate } = setUp();
    const submitting = actions.submit();
    await vi.waitFor(() => expect(store.getState().retrying).toBe(true));
    expect(store.getState().announcement?.message).toBe('Retrying');
    expect(store.getState().modal).toBeNull();
    expect(calls).toEqual([]);
    window.dispatchEvent(new Event('online'));
    await submitting;
    expect(calls.map((call) => call.path)).toEqual([
      '/api/loan-app/pre-save-check',
      '/api/loan-app/save',
    ]);
    expect(store.getState()).toMatchObject({ retrying: false, busy: false, modal: null });
    expect(navigate).toHaveBeenCalledWith('/loan-application/step-2/?ref=guid-1&amount=5000');
  });
});
