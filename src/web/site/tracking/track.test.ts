import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LINK_EVENT_WAIT_MS, beforeFollowing, trackApplication, trackBrowsing } from './track.ts';

beforeAll(async () => {
  await import('./tracker.on-demand.ts');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function answering(status: number | 'offline') {
  const fetch = vi.fn(async () => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response('{}', { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the conversion tracker (site-and-tools §7, §8)', () => {
  it('posts the event name and the page’s path, never its query string', async () => {
    const fetch = answering(202);
    window.history.replaceState(null, '', '/loan-application/step-2/?email=aroha%40example.co.nz');
    await trackApplication('Step1 Submit', 'ref-1');
    expect(fetch).toHaveBeenCalledWith(
      '/api/conversions/application',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          eventName: 'Step1 Submit',
          sourceUrl: '/loan-application/step-2/',
          token: 'ref-1',
        }),
      }),
    );
  });

  it.each([500, 'offline'] as const)(
    'only logs a warning when the post fails (%s)',
    async (status) => {
      answering(status);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(trackBrowsing('Contact', '/contact/')).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledOnce();
      warn.mockRestore();
    },
  );

  it('lets a link go when the post is done, or after LINK_EVENT_WAIT_MS at most', async () => {
    vi.useFakeTimers();
    let done = false;
    const following = beforeFollowing(new Promise(() => {})).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(LINK_EVENT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await following;
    expect(done).toBe(true);
    await expect(beforeFollowing(Promise.resolve())).resolves.toBeUndefined();
  });
});
