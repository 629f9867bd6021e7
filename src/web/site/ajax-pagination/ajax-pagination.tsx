import type { MouseEvent, ReactNode } from 'react';

/**
 * A pagination element (site-and-tools §2 "Ajax pagination"): its links are ordinary links to
 * the server-rendered pages (`?page=N`), so they work without JavaScript. With it, a click fetches
 * the element's data-ajax URL plus the link's query string and hands the answer to `onLoaded`,
 * which replaces the content; a failure is logged ('AJAX load failed') and the link is followed
 * as a normal navigation. The call's code loads with the first click.
 */
export function AjaxPagination<T>({
  ajax,
  label,
  className,
  read,
  onLoaded,
  children,
}: {
  /** The URL the links' query strings are added to. */
  ajax: string;
  /** The navigation landmark's name. */
  label: string;
  className?: string;
  /** Reads an answer with the call's contract: null when it is out of contract. */
  read: (body: unknown) => T | null | Promise<T | null>;
  /** Replaces the content with the loaded page; `href` is the link that was clicked. */
  onLoaded: (content: T, href: string) => void;
  children: ReactNode;
}) {
  // In the capture phase: before a router link inside takes the click for a client-side navigation.
  function onClick(event: MouseEvent<HTMLElement>) {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const ajaxUrl = event.currentTarget.dataset.ajax ?? ajax;
    void import('./ajax-pagination.on-demand.ts')
      .then(({ loadPage }) => loadPage(ajaxUrl, url.search, read))
      // The call's code itself failed to load: follow the link as if there were no script.
      .catch(() => null)
      .then((content) => {
        if (content === null) window.location.assign(url.href);
        else onLoaded(content, url.pathname + url.search);
      });
  }
  return (
    <nav aria-label={label} className={className} data-ajax={ajax} onClickCapture={onClick}>
      {children}
    </nav>
  );
}
