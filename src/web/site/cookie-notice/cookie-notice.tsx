import { Suspense, lazy, useSyncExternalStore } from 'react';

const CookieNotice = lazy(() => import('./cookie-notice.on-demand.tsx'));
const noSubscription = () => () => undefined;

/** The cookie notice, loaded after hydration: it depends on browser storage, which the server cannot see. */
export function CookieNoticeArea() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <CookieNotice />
    </Suspense>
  ) : null;
}
