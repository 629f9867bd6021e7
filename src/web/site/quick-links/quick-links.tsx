import { Suspense } from 'react';
import { ChunkErrorBoundary } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';
import { useMovedYet } from '../on-demand/use-on-demand.ts';

const QuickLinks = lazyChunk('quick-links', () => import('./quick-links.on-demand.tsx'));

/**
 * The quick-links bar, on the pages whose route renders this. It shows only once the page is
 * scrolled far enough, so its code loads on the visitor's first scroll or move (docs/decisions/140);
 * the server render and the first client render both show nothing, so they match.
 */
export function QuickLinksBar() {
  const moved = useMovedYet();
  return moved ? (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <QuickLinks />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
}
