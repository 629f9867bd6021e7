import { Suspense } from 'react';
import { ChunkErrorBoundary } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';
import { useHydrated } from '#web/app/use-hydrated.ts';

const QuickLinks = lazyChunk('quick-links', () => import('./quick-links.on-demand.tsx'));

/**
 * The quick-links bar, loaded after hydration (the server render and the first client render
 * both show nothing, so they match), on the pages whose route renders this.
 */
export function QuickLinksBar() {
  const hydrated = useHydrated();
  return hydrated ? (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <QuickLinks />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
}
