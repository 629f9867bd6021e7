/**
 * The page an applicant came from, as the form state keeps it (loan-application §3 "Form state"
 * http_referrer): its origin and path only. Never its query or fragment, which can carry personal
 * data or someone's search; null for anything but an http(s) address. The browser records it and
 * the save reads it again, so a query never reaches the database.
 */
export function referrerPage(address: unknown): string | null {
  if (typeof address !== 'string' || address === '') return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin + url.pathname;
}
