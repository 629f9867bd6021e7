import type { NewsItem } from './site-page.ts';

/**
 * One page of the news listing (issue 10 "Content", site-and-tools §2 "Ajax pagination"): the
 * page rendered at /news/?page=N and the answer of GET /api/news?page=N come from here, so the
 * two always agree.
 */
export interface NewsListing {
  page: number;
  pageCount: number;
  items: NewsItem[];
}

export const newsPageCount = (itemCount: number, pageSize: number): number =>
  Math.max(1, Math.ceil(itemCount / pageSize));

/** Page `page` (from 1) of the items, or null when there is no such page. */
export function newsListingPage(
  items: readonly NewsItem[],
  pageSize: number,
  page: number,
): NewsListing | null {
  const pageCount = newsPageCount(items.length, pageSize);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { page, pageCount, items: items.slice((page - 1) * pageSize, page * pageSize) };
}
