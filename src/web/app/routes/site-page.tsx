// The brand's content pages (content/site-pages): one module for all of them, its words chosen by path.
import { useLocation } from '#web/router/router.tsx';
import { sitePages } from '#content/site-pages/pages.ts';
import { SITE_PAGE_PATHS, type SitePagePath } from '#content/site-pages/paths.ts';
import { SitePageView } from '#web/pages/site-page.tsx';

const isSitePagePath = (path: string): path is SitePagePath =>
  (SITE_PAGE_PATHS as readonly string[]).includes(path);

export function Component() {
  const { pathname } = useLocation();
  // The route table gives this module only these paths.
  const path = isSitePagePath(pathname) ? pathname : SITE_PAGE_PATHS[0];
  return <SitePageView page={sitePages[path]} />;
}
