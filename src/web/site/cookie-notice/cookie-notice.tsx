import { Suspense, useSyncExternalStore } from 'react';
import { ChunkErrorBoundary } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';

const CookieNotice = lazyChunk('cookie-notice', () => import('./cookie-notice.on-demand.tsx'));
const noSubscription = () => () => undefined;

/** The cookie notice, loaded after hydration: it depends on browser storage, which the server cannot see. */
export function CookieNoticeArea() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <CookieNotice />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
}
