import { lazy, type ComponentType } from 'react';

// spec: site-and-tools §9 "Script chunk loading time-out is 120 seconds (120000 ms)."
export const CHUNK_TIMEOUT_MS = 120_000;

/** spec: site-and-tools §8 "Chunk load failure: a generic error with reason missing, timeout or error." */
export type ChunkFailureReason = 'missing' | 'timeout' | 'error';

/**
 * The generic error of a chunk that could not be loaded: `error` when the request failed (the
 * network, a release that replaced the file), `timeout` when it took more than 120 s, `missing`
 * when the file came but without what the page needed from it.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly reason: ChunkFailureReason,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk ${chunk} failed. (${reason})`, options);
  }
}

/**
 * The one way the browser loads code after first paint (decision 037, 063): every on-demand
 * behaviour, lazy component and page module goes through it, so each has the same time-out and
 * fails with the same error. `has` says whether the module holds what the caller needs.
 */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  has: (module: T) => boolean,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), CHUNK_TIMEOUT_MS);
    load().then(
      (module) => {
        clearTimeout(timer);
        if (module && has(module)) resolve(module);
        else reject(new ChunkLoadError(chunk, 'missing'));
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, 'error', { cause }));
      },
    );
  });
}

/** `React.lazy` through `loadChunk`: the module's default export is the component. */
export function lazyChunk<P extends object>(
  chunk: string,
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(() => loadChunk(chunk, load, (module) => typeof module.default === 'function'));
}
