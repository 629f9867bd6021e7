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
