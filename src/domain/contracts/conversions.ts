/**
 * Conversion events (site-and-tools §3 "Conversion event", §7): the server accepts only the
 * names of wire.ts's one list, which the browser sends.
 */
import { z } from 'zod';
import { ERROR_RESPONSES, recordedSchema } from './api.ts';
import { API, APPLICATION_EVENTS, BROWSING_EVENTS } from './wire.ts';

// Only the path of the page is kept: query strings can carry names and emails (loan-application §2).
const sourceUrl = z
  .string()
  .max(2048)
  .transform((value, ctx) => {
    try {
      return new URL(value, 'http://localhost').pathname;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'sourceUrl must be a URL' });
      return z.NEVER;
    }
  });

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
