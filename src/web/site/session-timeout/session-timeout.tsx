import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { lazyChunk } from '../on-demand/load-chunk.ts';

// The timers and both modals load after the page renders, and only on pages that set a timeout.
const SessionTimeoutWatch = lazyChunk(
  'session-timeout',
  () => import('./session-timeout-watch.on-demand.tsx'),
);

/**
 * The page content of a page with a session timeout (site-and-tools §4): its two delays, in
 * minutes, are attributes of this element, where the watch reads them. When the watch clears the
 * page, the content is removed and only the clear modal remains.
 */
export function SessionTimeoutArea({
  timeout,
  children,
}: {
  timeout: { warningMinutes: number; clearMinutes: number } | undefined;
  children: ReactNode;
}) {
  const [cleared, setCleared] = useState(false);
  // The element once it is in the page (after hydration): the watch reads its attributes.
  const [element, setElement] = useState<HTMLElement | null>(null);
  const clear = useCallback(() => setCleared(true), []);
  if (!timeout) return children;
  return (
    <div
      ref={setElement}
      data-session-timeout-warning={timeout.warningMinutes}
      data-session-timeout-clear={timeout.clearMinutes}
    >
      {cleared ? null : children}
      {element ? (
        <Suspense fallback={null}>
          <SessionTimeoutWatch element={element} onClear={clear} />
        </Suspense>
      ) : null}
    </div>
  );
}
