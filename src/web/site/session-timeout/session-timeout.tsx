import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { lazyChunk } from '../on-demand/load-chunk.ts';
import { useFirstMove } from '../on-demand/use-first-move.ts';

// The timers after the warning and both modals load when the warning is due or on the visitor's
// first move on the page, whichever comes first (docs/decisions/140), and only on pages that set a
// timeout: until then the wait is this element's one timer.
const SessionTimeoutWatch = lazyChunk(
  'session-timeout',
  () => import('./session-timeout-watch.on-demand.tsx'),
);

const MINUTE_MS = 60_000;

/**
 * The page content of a page with a session timeout (site-and-tools §4): its two delays, in
 * minutes, are attributes of this element, where the watch reads them. The wait for the warning
 * starts as the page shows (its stage "waiting" on this element); the watch, when it comes, counts
 * from then. When the watch clears the page, the content is removed and only the clear modal
 * remains.
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
  // The wait starts as the page shows: hydration runs this in the browser.
  const [startedAt] = useState(() => Date.now());
  const [watching, setWatching] = useState(false);
  const clear = useCallback(() => setCleared(true), []);
  const watch = useCallback(() => setWatching(true), []);
  const warningMinutes = timeout?.warningMinutes;
  useEffect(() => {
    if (!element || warningMinutes === undefined) return;
    element.setAttribute('data-session-timeout-stage', 'waiting');
    // A bad delay loads the watch at once, which turns the warning off.
    const due = Number.isFinite(warningMinutes) && warningMinutes > 0 ? warningMinutes : 0;
    const timer = setTimeout(watch, due * MINUTE_MS);
    return () => clearTimeout(timer);
  }, [element, warningMinutes, watch]);
  useFirstMove(watch);
  if (!timeout) return children;
  return (
    <div
      ref={setElement}
      data-session-timeout-warning={timeout.warningMinutes}
      data-session-timeout-clear={timeout.clearMinutes}
    >
      {cleared ? null : children}
      {element && watching ? (
        <Suspense fallback={null}>
          <SessionTimeoutWatch element={element} startedAt={startedAt} onClear={clear} />
        </Suspense>
      ) : null}
    </div>
  );
}
