/**
 * The paths of the brand's content pages (their words: ./pages.ts). Only the paths, because the
 * route table, and with it every page's initial JavaScript, imports this file.
 */
export const SITE_PAGE_PATHS = [
  '/personal-loans/',
  '/car-loans/',
  '/debt-consolidation/',
  '/about/',
  '/terms/',
  '/complaints/',
] as const;
export type SitePagePath = (typeof SITE_PAGE_PATHS)[number];

export const NEWS_PATH = '/news/';

/** The public hardship page (decision 156): its words, content/site-pages/hardship.ts. */
export const HARDSHIP_PAGE_PATH = '/hardship/';
