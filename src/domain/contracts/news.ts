/**
 * The news listing's page call (site-and-tools §7 "GET {data-ajax URL of a pagination element}"
 * with "query string of the clicked link"): GET /api/news?page=N answers that page of the listing
 * as JSON, which the news page's pagination draws in place of the current page.
 */
import { z } from 'zod';
import { newsItemSchema } from '../pages/site-page.ts';
import type { NewsListing } from '../pages/news-listing.ts';
import { ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';

/** The most pages the listing could ever have: a bound on the query, before anything else. */
export const MAX_NEWS_PAGE = 9999;

export const NEWS_PAGE_INVALID_MESSAGE = `page must be a whole number from 1 to ${MAX_NEWS_PAGE}`;
export const NEWS_PAGE_NOT_FOUND_MESSAGE = 'There is no such page of news.';

export const newsListingSchema = z.object({
  page: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  items: z.array(newsItemSchema),
}) satisfies z.ZodType<NewsListing>;

export const newsListingContract = {
  ...API.newsListing,
  querystring: z.object({
    page: z
      .string({ error: NEWS_PAGE_INVALID_MESSAGE })
      .regex(/^[1-9]\d{0,3}$/, NEWS_PAGE_INVALID_MESSAGE)
      .transform(Number)
      .optional(),
  }),
  response: { 200: newsListingSchema, ...ERROR_RESPONSES },
} as const;
