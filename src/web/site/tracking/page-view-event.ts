import { useEffect, useRef } from 'react';
import { useLocation } from '#web/router/router.tsx';
import type { BrowsingConversionEvent } from '#domain/contracts/wire.ts';
import { trackBrowsingWhenIdle } from './track-when-idle.ts';

// track.ts loads with the first event sent at once (docs/decisions/157): a page whose view event
// waits for idle (home, the content pages) does not fetch it before the visitor acts.
const sendNow = (eventName: BrowsingConversionEvent, pathname: string) =>
  import('./track.ts').then(
    (track) => track.trackBrowsing(eventName, pathname),
    () => console.warn('The conversion tracker could not be loaded.'),
  );

/**
 * Sends a browsing event once per view of a page (each new path), once the page shows in the
 * browser: ViewContent, FindLocation, Application-Step1. Null sends nothing. `whenIdle` waits
 * until the page is loaded and idle (home and the content pages, whose first visit pays for
 * every script fetched before then: bench/route-budgets).
 */
export function usePageViewEvent(
  eventName: BrowsingConversionEvent | null,
  { whenIdle = false }: { whenIdle?: boolean } = {},
): void {
  const { pathname } = useLocation();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (eventName === null || sentFor.current === pathname) return;
    if (!whenIdle) {
      sentFor.current = pathname;
      void sendNow(eventName, pathname);
      return;
    }
    // Marked sent only once it goes: React's development double effect cancels the first.
    const cancel = trackBrowsingWhenIdle(eventName, pathname);
    sentFor.current = pathname;
    return () => {
      cancel();
      sentFor.current = null;
    };
  }, [eventName, pathname, whenIdle]);
}
