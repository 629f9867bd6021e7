import { MARKETING_CALLS } from '#domain/contracts/marketing-calls.ts';
import type { BrowsingConversionEvent } from '#domain/contracts/wire.ts';

// Apart from track.ts and page-view-event.ts (docs/decisions/157): a page that sends only its view
// event once idle (home, the content pages, step 1) loads no tracker code before the visitor acts.

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
