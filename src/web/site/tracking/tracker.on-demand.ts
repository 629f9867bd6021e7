import type { ApplicationConversion, BrowsingConversion } from '#domain/contracts/conversions.ts';
import type { SessionAnalyticsEvent } from '#domain/contracts/conversions.ts';
import { MARKETING_CALLS } from '#domain/contracts/marketing-calls.ts';
import type {
  ApplicationConversionEvent,
  BrowsingConversionEvent,
} from '#domain/contracts/wire.ts';

/**
 * The posts of the site's one conversion tracker (site-and-tools §7), loaded on demand by
 * track.ts with the first event, so that no page carries them in its initial JavaScript. Only
 * the page's path is sent: query strings can carry personal data. A failure is logged only,
 * never shown (§8 "Conversion post failure ... logged only").
 */

async function post(
  call: { method: string; path: string },
  conversion: BrowsingConversion | ApplicationConversion | SessionAnalyticsEvent,
): Promise<void> {
  try {
    const response = await fetch(call.path, {
      method: call.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(conversion),
      // The post outlives the page when the visitor leaves at once.
      keepalive: true,
    });
    if (!response.ok)
      console.warn(
        `Conversion event ${conversion.eventName} was not recorded (${response.status}).`,
      );
    // Read to its end: a body never read keeps the request open, and the page never idle.
    await response.arrayBuffer();
  } catch {
    console.warn(`Conversion event ${conversion.eventName} could not be sent.`);
  }
}

/** POST /api/conversions/browsing. */
export function trackBrowsing(
  eventName: BrowsingConversionEvent,
  sourceUrl: string,
): Promise<void> {
  return post(MARKETING_CALLS.browsingConversion, { eventName, sourceUrl });
}

/** POST /api/conversions/application; token is the application reference. */
export function trackApplication(
  eventName: ApplicationConversionEvent,
  sourceUrl: string,
  token: string,
): Promise<void> {
  return post(MARKETING_CALLS.applicationConversion, { eventName, sourceUrl, token });
}

/** POST /api/conversions/session: the application's session analytics event (loan-application §7). */
export function trackSession(event: SessionAnalyticsEvent): Promise<void> {
  return post(MARKETING_CALLS.sessionAnalytics, event);
}
