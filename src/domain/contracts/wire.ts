/**
 * The part of the wire contracts a page needs before any call is answered: each call's method and
 * path, the conversion event names and the known messages. No zod here: the answer schemas (the
 * other files of this folder) load with a page's first call, not with the page, so that they do
 * not count against its initial JavaScript (docs/decisions/024).
 */
import type { z } from 'zod';

/** Every API call: its method and path (architecture "API surface"). */
export const API = {
  loanAppSave: { method: 'POST', path: '/api/loan-app/save' },
  loanAppPreSaveCheck: { method: 'POST', path: '/api/loan-app/pre-save-check' },
  loanAppResume: { method: 'POST', path: '/api/loan-app/resume' },
  loanAppLog: { method: 'POST', path: '/api/loan-app/log' },
  browsingConversion: { method: 'POST', path: '/api/conversions/browsing' },
  applicationConversion: { method: 'POST', path: '/api/conversions/application' },
  addressSearch: { method: 'GET', path: '/api/address-finder/search' },
  addressSearchPostal: { method: 'GET', path: '/api/address-finder/search-postal' },
  addressDetail: { method: 'GET', path: '/api/address-finder/detail' },
  addressFinderConfig: { method: 'GET', path: '/api/address-finder/config' },
  branchList: { method: 'GET', path: '/api/branches' },
  nearestBranches: { method: 'GET', path: '/api/branches/nearest' },
  mapConfig: { method: 'GET', path: '/api/map/config' },
  captchaConfig: { method: 'GET', path: '/api/captcha/config' },
  captchaChallenge: { method: 'GET', path: '/api/captcha/challenge' },
  healthz: { method: 'GET', path: '/healthz' },
  readyz: { method: 'GET', path: '/readyz' },
} as const;

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

// spec: loan-application §8 (the known message that opens app-pre-save-check-error-modal)
export const PRE_SAVE_CHECK_FAILED_MESSAGE = 'pre-save check failed';

/**
 * An answer checked against its schema: the parsed value, or null when it does not match. The
 * browser treats null as a failed call: an answer is never trusted because it arrived.
 */
export function readAnswer<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> | null {
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
