import { conversionEvents } from '../db/schema/index.ts';
import type { ServiceDeps } from '../services.ts';

export interface ConversionEvent {
  kind: 'browsing' | 'application';
  eventName: string;
  /** The page's path only: query strings can carry names and emails (loan-application §2). */
  sourceUrl: string;
  /** The application's token, for application events. */
  token?: string;
}

/** Records a marketing conversion event (site-and-tools §7 "Conversion events"). */
export async function recordConversion(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  event: ConversionEvent,
): Promise<void> {
  await deps.db.insert(conversionEvents).values({ ...event, createdAt: deps.clock() });
}
