import { Suspense } from 'react';
import { ChunkErrorBoundary } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';
import { useHydrated } from '#web/app/use-hydrated.ts';

const CookieNotice = lazyChunk('cookie-notice', () => import('./cookie-notice.on-demand.tsx'));

/**
 * The cookie notice, loaded after hydration: it depends on browser storage, which the server
 * cannot see. `label` names a second notice on one page (the widget gallery's example).
 */
export function CookieNoticeArea({ label }: { label?: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <CookieNotice label={label} />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;
}
