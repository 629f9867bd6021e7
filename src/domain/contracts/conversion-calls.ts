/**
 * The conversion posts' method and path, part of the wire table (`API` in wire.ts spreads them):
 * the tracker's small module that every marketing page loads takes them from here, so that a page
 * whose only call is its conversion event does not load every call's path (issue 33 finding 1).
 */
export const CONVERSION_CALLS = {
  browsingConversion: { method: 'POST', path: '/api/conversions/browsing' },
  applicationConversion: { method: 'POST', path: '/api/conversions/application' },
  sessionAnalytics: { method: 'POST', path: '/api/conversions/session' },
} as const;
