import { Suspense, useSyncExternalStore } from 'react';
import { ChunkErrorBoundary } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';

const QuickLinks = lazyChunk('quick-links', () => import('./quick-links.on-demand.tsx'));
const noSubscription = () => () => undefined;

/**
 * The quick-links bar, loaded after hydration (the server render and the first client render
 * both show nothing, so they match), on the pages whose route renders this.
 */
export function QuickLinksBar() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <QuickLinks />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
}
