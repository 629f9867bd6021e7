import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { chunkLoadFailed } from '#content/page-errors.ts';
import { FallbackCaptcha } from './fallback-captcha.tsx';

// The challenge's chunk fails to arrive, as on a dropped connection or after a release replaced it.
vi.mock('./fallback-captcha.on-demand.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the fallback captcha when its code cannot be loaded (site-and-tools §8 "Chunk load failure")', () => {
  it('shows the generic chunk error in its place and logs the chunk and reason', async () => {
    // The console spy is the test setup's: asserted here, so replaced with the calls.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Your details</h1>
        <FallbackCaptcha onComplete={() => undefined} onExpire={() => undefined} />
      </main>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(chunkLoadFailed.message);
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeDefined();
    expect(error).toHaveBeenCalledWith('Loading chunk fallback-captcha failed. (error)');
  });
});
