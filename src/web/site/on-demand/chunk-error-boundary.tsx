import { Component, type ReactNode } from 'react';
import { chunkLoadFailed } from '#content/page-errors.ts';
import { ChunkLoadError } from './load-chunk.ts';

interface Props {
  children: ReactNode;
  /** What to show instead; by default the generic message. `null` for parts with nothing to say. */
  fallback?: ReactNode;
}

/**
 * Around a lazily loaded part of a page (`lazyChunk`): when its code cannot be loaded the part
 * shows the generic chunk error (site-and-tools §8) and the rest of the page carries on. The
 * error, with its reason (missing, timeout or error), goes to the console.
 */
export class ChunkErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error instanceof ChunkLoadError ? error.message : error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ChunkErrorMessage /> : this.props.fallback;
  }
}

/** The generic chunk error's words, announced where the part would have been. */
export function ChunkErrorMessage() {
  return (
    <p className="chunk-error" role="alert">
      {chunkLoadFailed.message}
    </p>
  );
}
