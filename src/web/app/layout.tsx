import { Suspense } from 'react';
import { Outlet, useLocation } from '#web/router/router.tsx';
import { QUICK_LINK_PAGES } from '#content/quick-links.ts';
import { sessionTimeoutPages } from '#content/session-timeout.ts';
import { BackToTop } from '#web/site/back-to-top/back-to-top.tsx';
import { CookieNoticeArea } from '#web/site/cookie-notice/cookie-notice.tsx';
import { QuickLinksBar } from '#web/site/quick-links/quick-links.tsx';
import { SessionTimeoutArea } from '#web/site/session-timeout/session-timeout.tsx';
import { SiteFooter } from '#web/site/site-footer/site-footer.tsx';
import { SiteHeader } from '#web/site/site-header/site-header.tsx';
import { AccountLink } from '#web/site/account-link/account-link.tsx';
import { STAFF_PATH } from '#domain/session/paths.ts';
import { usePageData } from './page-context.tsx';
import { PageLoadErrorBoundary } from './page-load-error.tsx';

export function Layout() {
  const location = useLocation();
  // The root loader's actor; a page without it is anonymous.
  const signedIn = (usePageData('actor')?.kind ?? 'anonymous') !== 'anonymous';
  // The lender's workspace has a frame of its own (issue 29): its header, navigation and main are
  // the staff frame route's; no marketing header, footer or quick links.
  if (location.pathname.startsWith(STAFF_PATH))
    return (
      <>
        <PageLoadErrorBoundary>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageLoadErrorBoundary>
        <CookieNoticeArea />
      </>
    );
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader actions={<AccountLink signedIn={signedIn} />} />
      <main id="main" tabIndex={-1} key={location.pathname}>
        <PageLoadErrorBoundary>
          <SessionTimeoutArea timeout={sessionTimeoutPages[location.pathname]}>
            {/* Navigations are transitions: the previous page stays until the next one's code and data are in. */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </SessionTimeoutArea>
        </PageLoadErrorBoundary>
      </main>
      <CookieNoticeArea />
      <SiteFooter />
      {/* Only the pages with a calculator load the quick-links bar (site-and-tools §2). */}
      {QUICK_LINK_PAGES.includes(location.pathname) ? <QuickLinksBar /> : null}
      <BackToTop />
    </>
  );
}
