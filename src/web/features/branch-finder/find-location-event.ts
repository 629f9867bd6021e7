import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { BrowsingConversion } from '#domain/contracts/conversions.ts';
import { API } from '#domain/contracts/wire.ts';

// spec: site-and-tools §2 "Pages whose address contains /find-a-branch-near-you/ fire a FindLocation event."
const FIND_LOCATION_PATH = '/find-a-branch-near-you/';

/**
 * Posts the FindLocation browsing conversion (site-and-tools §7) once per page view of a finder
 * page. Only the path is sent: query strings may carry personal data. A failure is logged only (§8).
 */
export function useFindLocationEvent(): void {
  const { pathname } = useLocation();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!pathname.includes(FIND_LOCATION_PATH) || sentFor.current === pathname) return;
    sentFor.current = pathname;
    const conversion: BrowsingConversion = { eventName: 'FindLocation', sourceUrl: pathname };
    fetch(API.browsingConversion.path, {
      method: API.browsingConversion.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(conversion),
      keepalive: true,
    }).then(
      (response) => {
        if (!response.ok) console.warn(`FindLocation conversion not recorded: ${response.status}`);
      },
      (error: unknown) => console.warn('FindLocation conversion not recorded', error),
    );
  }, [pathname]);
}
