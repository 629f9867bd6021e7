/**
 * Conversion events (site-and-tools §3 "Conversion event", §7): the one list of their names,
 * used by the server to accept them and by the browser to send them.
 */
import { z } from 'zod';
import { ERROR_RESPONSES, recordedSchema } from './api.ts';

// spec: site-and-tools §7 "Conversion events, browsing"
export const BROWSING_EVENTS = [
  'ViewContent',
  'Contact',
  'FindLocation',
  'Calculator engagement',
  'Fast-500-Apply-Now',
  'Apply-Now-Button-Click',
  'Application-Step1',
] as const;
export type BrowsingConversionEvent = (typeof BROWSING_EVENTS)[number];

// spec: site-and-tools §7 "Conversion events, application"
export const APPLICATION_EVENTS = [
  'Step1 Submit',
  'Step2 Submit',
  'Step3 Submit',
  'SubmitApplication',
  'Conditional Approval',
  'Auto-Decline',
  'Application-Complete',
] as const;
export type ApplicationConversionEvent = (typeof APPLICATION_EVENTS)[number];

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
  method: 'POST',
  path: '/api/conversions/browsing',
  body: z.object({ eventName: z.enum(BROWSING_EVENTS), sourceUrl }),
  response: { 202: recordedSchema, ...ERROR_RESPONSES },
} as const;
export type BrowsingConversion = z.input<typeof browsingConversionContract.body>;

export const applicationConversionContract = {
  method: 'POST',
  path: '/api/conversions/application',
  body: z.object({
    eventName: z.enum(APPLICATION_EVENTS),
    sourceUrl,
    /** The application reference (the appref). */
    token: z.string().min(1).max(100),
  }),
  response: { 202: recordedSchema, ...ERROR_RESPONSES },
} as const;
export type ApplicationConversion = z.input<typeof applicationConversionContract.body>;
