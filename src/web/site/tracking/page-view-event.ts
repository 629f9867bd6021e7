import { useEffect, useRef } from 'react';
import { useLocation } from '#web/router/router.tsx';
import type { BrowsingConversionEvent } from '#domain/contracts/wire.ts';
import { trackBrowsing, trackBrowsingWhenIdle } from './track.ts';

/**
 * Sends a browsing event once per view of a page (each new path), once the page shows in the
 * browser: ViewContent, FindLocation, Application-Step1. Null sends nothing. `whenIdle` waits
 * until the page is loaded and idle (the home page, whose first visit pays for every script
 * fetched before then: bench/route-budgets).
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
      void trackBrowsing(eventName, pathname);
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
