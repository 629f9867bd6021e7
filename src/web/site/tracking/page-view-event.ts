import { useEffect, useRef } from 'react';
import { useLocation } from '#web/router/router.tsx';
import type { BrowsingConversionEvent } from '#domain/contracts/wire.ts';
import { trackBrowsing } from './track.ts';

/**
 * Sends a browsing event once per view of a page (each new path), once the page shows in the
 * browser: ViewContent, FindLocation, Application-Step1. Null sends nothing.
 */
export function usePageViewEvent(eventName: BrowsingConversionEvent | null): void {
  const { pathname } = useLocation();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (eventName === null || sentFor.current === pathname) return;
    sentFor.current = pathname;
    void trackBrowsing(eventName, pathname);
  }, [eventName, pathname]);
}
