import type { MouseEvent } from 'react';
import { MARKETING_CALLS } from '#domain/contracts/marketing-calls.ts';
import type {
  ApplicationConversionEvent,
  BrowsingConversionEvent,
  SessionAnalyticsEventName,
} from '#domain/contracts/wire.ts';

/**
 * The site's one conversion tracker (site-and-tools §7; README here): every browsing and
 * application event goes through these functions. They are small; the posts themselves load with
 * the first event (tracker.on-demand.ts), as the home page and the steps are at their JavaScript
 * budget. Sending never fails a caller: a failure is logged only (§8). No React here: the header
 * loads this module with its first click, without the page's framework code.
 */
const tracker = () => import('./tracker.on-demand.ts');
const notLoaded = () => console.warn('The conversion tracker could not be loaded.');

/** Sends a browsing event from a page: by default the one the browser shows. */
export function trackBrowsing(
  eventName: BrowsingConversionEvent,
  sourceUrl = window.location.pathname,
): Promise<void> {
  return tracker().then((t) => t.trackBrowsing(eventName, sourceUrl), notLoaded);
}

/**
 * Sends a browsing event once the page is loaded and idle (the home page's ViewContent, issue 23
 * item 10): a plain post, with no module to load and no keepalive, so it costs the first visit
 * nothing before the page is idle, and nothing waits on a post the browser keeps open for itself.
 * The returned function cancels it (the page was left before it went).
 */
export function trackBrowsingWhenIdle(
  eventName: BrowsingConversionEvent,
  sourceUrl = window.location.pathname,
): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const send = () => {
    if (cancelled) return;
    fetch(MARKETING_CALLS.browsingConversion.path, {
      method: MARKETING_CALLS.browsingConversion.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventName, sourceUrl }),
    })
      .then((response) => {
        if (!response.ok) console.warn(`Conversion event ${eventName} was not recorded.`);
        // Read to its end: a body never read keeps the request open, and the page never idle.
        return response.arrayBuffer();
      })
      .catch(() => console.warn(`Conversion event ${eventName} could not be sent.`));
  };
  const whenIdle = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(send, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(send, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined && typeof window.cancelIdleCallback === 'function')
      window.cancelIdleCallback(idle);
  };
}

// A page that is never idle (a busy phone) still sends its event after this long.
const IDLE_TIMEOUT_MS = 5_000;

/** Sends an application event; token is the application reference. */
export function trackApplication(
  eventName: ApplicationConversionEvent,
  token: string,
): Promise<void> {
  const sourceUrl = window.location.pathname;
  return tracker().then((t) => t.trackApplication(eventName, sourceUrl, token), notLoaded);
}

/**
 * The application's session analytics event: a submit succeeded or failed (loan-application §7),
 * with the application reference once there is one.
 */
export function trackSession(
  eventName: SessionAnalyticsEventName,
  token: string | null,
): Promise<void> {
  const event = { eventName, sourceUrl: window.location.pathname, ...(token ? { token } : {}) };
  return tracker().then((t) => t.trackSession(event), notLoaded);
}

// A link waits for its event (§7 "Link-following events wait for the post to finish before
// navigating"), but never longer than this: a slow server must not hold the visitor back.
export const LINK_EVENT_WAIT_MS = 1500;

/** Resolves when the events' posts are done, or after LINK_EVENT_WAIT_MS: then the link may go. */
export function beforeFollowing(sent: Promise<unknown>): Promise<void> {
  return Promise.race([
    sent.then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, LINK_EVENT_WAIT_MS)),
  ]);
}

/** A click that opens the link elsewhere (new tab, window, download) is left to the browser. */
export const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
