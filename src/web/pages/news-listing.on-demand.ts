import { readAnswer } from '#domain/contracts/wire.ts';
import type { NewsListing } from '#domain/pages/news-listing.ts';

/**
 * Reads the news pagination call's answer with its contract, which loads with the call
 * (decision 024); this reader loads with the call too, not with the page (issue 33 finding 1).
 */
export async function readListing(body: unknown): Promise<NewsListing | null> {
  const { newsListingContract } = await import('#domain/contracts/news.ts');
  return readAnswer(newsListingContract.response[200], body);
}
