import { useState } from 'react';
import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { API, readAnswer } from '#domain/contracts/wire.ts';
import type { NewsListing } from '#domain/pages/news-listing.ts';
import { AjaxPagination } from './ajax-pagination.tsx';

async function readListing(body: unknown): Promise<NewsListing | null> {
  const { newsListingContract } = await import('#domain/contracts/news.ts');
  return readAnswer(newsListingContract.response[200], body);
}

function NewsTitles() {
  const [listing, setListing] = useState<NewsListing | null>(null);
  return (
    <>
      <p role="status">
        {listing ? `Page ${listing.page} of ${listing.pageCount}` : 'No page loaded yet'}
      </p>
      <ul>
        {listing?.items.map((item) => (
          <li key={item.slug}>{item.title}</li>
        ))}
      </ul>
      <AjaxPagination
        ajax={API.newsListing.path}
        label="Example news pages"
        className="pagination"
        read={readListing}
        onLoaded={setListing}
      >
        <ul>
          {[1, 2, 3].map((page) => (
            <li key={page}>
              <a href={`/news/?page=${page}`} aria-label={`Example page ${page}`}>
                {page}
              </a>
            </li>
          ))}
        </ul>
      </AjaxPagination>
    </>
  );
}

export const ajaxPaginationExamples: WidgetExamples = {
  widget: 'ajax-pagination',
  title: 'Ajax pagination',
  examples: [{ name: 'news titles from GET /api/news', render: () => <NewsTitles /> }],
};
