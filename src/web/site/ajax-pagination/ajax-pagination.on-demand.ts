import { logSiteError } from '../log-site-error.ts';

// spec: site-and-tools §8 "Ajax replace failure: logged only as 'AJAX load failed'"
export const AJAX_LOAD_FAILED = 'AJAX load failed';

/**
 * The pagination call (site-and-tools §7): GET the pagination element's data-ajax URL plus the
 * clicked link's query string. The answer is read by `read` (the caller's contract); a failed
 * fetch, a non-OK status or an answer `read` refuses is logged as 'AJAX load failed' and gives
 * null, and the caller falls back to following the link.
 */
export async function loadPage<T>(
  ajaxUrl: string,
  query: string,
  read: (body: unknown) => T | null | Promise<T | null>,
): Promise<T | null> {
  try {
    const response = await fetch(`${ajaxUrl}${query}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const content = await read(await response.json());
    if (content === null) throw new Error('answer out of contract');
    return content;
  } catch {
    logSiteError(AJAX_LOAD_FAILED);
    return null;
  }
}
