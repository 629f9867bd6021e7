/**
 * The calls the marketing pages make (their conversion posts, the news listing's pages): their
 * method and path, part of the wire table (`API` in wire.ts spreads them), in a file of their own
 * so that a page held to the marketing pages' budget does not load every call's path for these
 * (issue 33 finding 1).
 */
export const MARKETING_CALLS = {
  browsingConversion: { method: 'POST', path: '/api/conversions/browsing' },
  applicationConversion: { method: 'POST', path: '/api/conversions/application' },
  sessionAnalytics: { method: 'POST', path: '/api/conversions/session' },
  newsListing: { method: 'GET', path: '/api/news' },
} as const;
