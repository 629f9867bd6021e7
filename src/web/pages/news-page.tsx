import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '#web/router/router.tsx';
import { NEWS_PAGE_SIZE, newsItems, newsPage } from '#content/news.ts';
import { NEWS_PATH } from '#content/site-pages/paths.ts';
import { MARKETING_CALLS } from '#domain/contracts/marketing-calls.ts';
import { newsListingPage, newsPageCount, type NewsListing } from '#domain/pages/news-listing.ts';
import { AjaxPagination } from '#web/site/ajax-pagination/ajax-pagination.tsx';
import { ScrollAnimationArea } from '#web/site/scroll-animation/scroll-animation.tsx';
import { useCanonical, usePageTitle } from '../app/page-context.tsx';

const pageCount = newsPageCount(newsItems.length, NEWS_PAGE_SIZE);

/** The listing page a `?page=` asks for; anything else (missing, not a number, out of range) is page 1. */
export function newsPageNumber(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= pageCount ? number : 1;
}

const pageHref = (number: number) => (number === 1 ? NEWS_PATH : `${NEWS_PATH}?page=${number}`);
const dateFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Pacific/Auckland',
});

/** Reads the pagination call's answer with its contract, which loads with the call (decision 024). */
async function readListing(body: unknown): Promise<NewsListing | null> {
  return (await import('./news-listing.on-demand.ts')).readListing(body);
}

/**
 * The news listing, paged by `?page=N` so every page has its own address and raw HTML. With
 * JavaScript the page links load the next page from GET /api/news (site-and-tools §2 "Ajax
 * pagination"): the list is replaced, the address follows, focus moves to the new list and the
 * page is announced.
 */
export function NewsPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const current = newsPageNumber(params.get('page'));
  usePageTitle(
    current === 1 ? newsPage.title : `${newsPage.title}: page ${current} of ${pageCount}`,
    newsPage.description,
  );
  useCanonical(pageHref(current));
  // The page the pagination call answered, shown while the address is the one it was loaded for.
  const [loaded, setLoaded] = useState<{ search: string; listing: NewsListing } | null>(null);
  const listing =
    loaded && loaded.search === search
      ? loaded.listing
      : newsListingPage(newsItems, NEWS_PAGE_SIZE, current)!;
  const shownLoaded = loaded !== null && loaded.search === search;
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (shownLoaded) listRef.current?.focus();
  }, [shownLoaded, loaded]);

  return (
    <article className="content-page">
      <h1>{newsPage.heading}</h1>
      <p className="lead">{newsPage.intro}</p>
      {/* The cards below the fold come in as they are scrolled to (site-and-tools §2). */}
      <ScrollAnimationArea>
        <ul
          ref={listRef}
          className="news-list"
          tabIndex={-1}
          aria-label={newsPage.listLabel(listing.page, listing.pageCount)}
        >
          {listing.items.map((item) => (
            <li key={item.slug} className="card" data-scroll-animation="">
              <h2>{item.title}</h2>
              <p className="news-list__date">
                <time dateTime={item.date}>{dateFormat.format(new Date(item.date))}</time>
              </p>
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      </ScrollAnimationArea>
      <p role="status" className="visually-hidden">
        {shownLoaded ? newsPage.loaded(listing.page, listing.pageCount) : ''}
      </p>
      <AjaxPagination
        ajax={MARKETING_CALLS.newsListing.path}
        label={newsPage.paginationLabel}
        className="pagination"
        read={readListing}
        onLoaded={(next, href) => {
          setLoaded({ search: new URL(href, window.location.origin).search, listing: next });
          navigate(href);
        }}
      >
        <ul>
          {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
            <li key={number}>
              <Link
                to={pageHref(number)}
                aria-current={number === listing.page ? 'page' : undefined}
                aria-label={`Page ${number}`}
              >
                {number}
              </Link>
            </li>
          ))}
        </ul>
      </AjaxPagination>
    </article>
  );
}
