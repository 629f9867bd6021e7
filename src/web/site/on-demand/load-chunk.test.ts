import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './load-chunk.ts';

const hasAttach = (module: { attach?: unknown }) => typeof module.attach === 'function';

async function failure(promise: Promise<unknown>): Promise<ChunkLoadError> {
  const error = await promise.then(
    () => undefined,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(ChunkLoadError);
  return error as ChunkLoadError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk (site-and-tools §7 chunk loading, §8 "Chunk load failure")', () => {
  it('gives the module when it arrives with what the caller needs', async () => {
    const module = { attach: () => () => undefined };
    await expect(loadChunk('sticky', () => Promise.resolve(module), hasAttach)).resolves.toBe(
      module,
    );
  });

  it('fails with reason "error" when the request fails, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await failure(
      loadChunk('forms', () => Promise.reject<{ attach?: unknown }>(cause), hasAttach),
    );
    expect(error).toMatchObject({ name: 'ChunkLoadError', chunk: 'forms', reason: 'error' });
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('Loading chunk forms failed. (error)');
  });

  it('fails with reason "missing" when the file lacks what the page needs', async () => {
    const error = await failure(
      loadChunk('video-player', () => Promise.resolve({} as { attach?: unknown }), hasAttach),
    );
    expect(error).toMatchObject({ chunk: 'video-player', reason: 'missing' });
  });

  it('fails with reason "timeout" after 120 seconds, not before', async () => {
    vi.useFakeTimers();
    let settled = false;
    const loading = loadChunk('forms', () => new Promise<never>(() => undefined), hasAttach);
    const result = failure(loading).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ chunk: 'forms', reason: 'timeout' });
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('does not time out a chunk that arrived in time', async () => {
    vi.useFakeTimers();
    const module = { attach: () => () => undefined };
    const loading = loadChunk('sticky', () => Promise.resolve(module), hasAttach);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS * 2);
    await expect(loading).resolves.toBe(module);
  });
});
