import { HttpError } from '../http-error.ts';
import { conversionEvents } from '../db/schema/index.ts';
import type { ServiceDeps } from '../services.ts';

export interface ConversionEvent {
  /** browsing and application: site-and-tools §7; session: loan-application §7's analytics event. */
  kind: 'browsing' | 'application' | 'session';
  eventName: string;
  /** The page's path only: query strings can carry names and emails (loan-application §2). */
  sourceUrl: string;
  /** The application's reference, for application events (and session events once known). */
  token?: string;
}

export const CONVERSION_UNAVAILABLE_MESSAGE = 'The event could not be recorded just now.';

/**
 * Records a marketing conversion event (site-and-tools §7 "Conversion events"). The browser only
 * logs a failure, so a database fault is a prompt 503, never a 500 (nothing the visitor did).
 */
export async function recordConversion(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log'>,
  event: ConversionEvent,
): Promise<void> {
  try {
    await deps.db.insert(conversionEvents).values({ ...event, createdAt: deps.clock() });
  } catch (error) {
    deps.log.error({ err: error, eventName: event.eventName }, 'conversion event not recorded');
    throw new HttpError(503, CONVERSION_UNAVAILABLE_MESSAGE);
  }
}
