import { Link, useSearchParams } from '#web/router/router.tsx';
import { NEWS_PAGE_SIZE, newsItems, newsPage } from '#content/news.ts';
import { NEWS_PATH } from '#content/site-pages/paths.ts';
import { useCanonical, usePageTitle } from '../app/page-context.tsx';

const pageCount = Math.max(1, Math.ceil(newsItems.length / NEWS_PAGE_SIZE));

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

/** The news listing, paged by `?page=N` so every page has its own address and raw HTML. */
export function NewsPage() {
  const [params] = useSearchParams();
  const current = newsPageNumber(params.get('page'));
  usePageTitle(
    current === 1 ? newsPage.title : `${newsPage.title}: page ${current} of ${pageCount}`,
    newsPage.description,
  );
  useCanonical(pageHref(current));
  const items = newsItems.slice((current - 1) * NEWS_PAGE_SIZE, current * NEWS_PAGE_SIZE);
  return (
    <article className="content-page">
      <h1>{newsPage.heading}</h1>
      <p className="lead">{newsPage.intro}</p>
      <ul className="news-list">
        {items.map((item) => (
          <li key={item.slug} className="card">
            <h2>{item.title}</h2>
            <p className="news-list__date">
              <time dateTime={item.date}>{dateFormat.format(new Date(item.date))}</time>
            </p>
            <p>{item.summary}</p>
          </li>
        ))}
      </ul>
      <nav aria-label="News pages" className="pagination">
        <ul>
          {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
            <li key={number}>
              <Link
                to={pageHref(number)}
                aria-current={number === current ? 'page' : undefined}
                aria-label={`Page ${number}`}
              >
                {number}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
