import { newsListingContract } from '#domain/contracts/news.ts';
import { readAnswer } from '#domain/contracts/wire.ts';
import type { NewsListing } from '#domain/pages/news-listing.ts';

/**
 * Reads the news pagination call's answer with its contract (decision 024); loaded with the
 * call, not with the page (issue 33 finding 1).
 */
export function readListing(body: unknown): NewsListing | null {
  return readAnswer(newsListingContract.response[200], body);
}
