/**
 * Conversion events (site-and-tools §3 "Conversion event", §7): the server accepts only the
 * names of wire.ts's one list, which the browser sends.
 */
import { z } from 'zod';
import { ERROR_RESPONSES, recordedSchema } from './api.ts';
import { API, APPLICATION_EVENTS, BROWSING_EVENTS, SESSION_EVENTS } from './wire.ts';

// A page of this site, as its path: an absolute URL (another host, or "//host") is refused, and
// only the path is kept: query strings can carry names and emails (loan-application §2).
export const SOURCE_URL_MESSAGE = 'sourceUrl must be the path of a page on this site';
const sourceUrl = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/, SOURCE_URL_MESSAGE)
  .transform((value) => new URL(value, 'http://localhost').pathname);

export const browsingConversionContract = {
  ...API.browsingConversion,
  body: z.object({ eventName: z.enum(BROWSING_EVENTS), sourceUrl }),
  response: { 202: recordedSchema, ...ERROR_RESPONSES },
} as const;
export type BrowsingConversion = z.input<typeof browsingConversionContract.body>;

export const applicationConversionContract = {
  ...API.applicationConversion,
  body: z.object({
    eventName: z.enum(APPLICATION_EVENTS),
    sourceUrl,
    /** The application reference (the appref). */
    token: z.string().min(1).max(100),
  }),
  response: { 202: recordedSchema, ...ERROR_RESPONSES },
} as const;
export type ApplicationConversion = z.input<typeof applicationConversionContract.body>;

export const sessionAnalyticsContract = {
  ...API.sessionAnalytics,
  body: z.object({
    eventName: z.enum(SESSION_EVENTS),
    sourceUrl,
    /** The application reference, once the application has one. */
    token: z.string().min(1).max(100).optional(),
  }),
  response: { 202: recordedSchema, ...ERROR_RESPONSES },
} as const;
export type SessionAnalyticsEvent = z.input<typeof sessionAnalyticsContract.body>;
