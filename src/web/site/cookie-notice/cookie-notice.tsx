import { Suspense, useSyncExternalStore } from 'react';
import { ChunkErrorBoundary } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';

const CookieNotice = lazyChunk('cookie-notice', () => import('./cookie-notice.on-demand.tsx'));
const noSubscription = () => () => undefined;

/**
 * The cookie notice, loaded after hydration: it depends on browser storage, which the server
 * cannot see. `label` names a second notice on one page (the widget gallery's example).
 */
export function CookieNoticeArea({ label }: { label?: string }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <CookieNotice label={label} />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
}
