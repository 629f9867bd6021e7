import { Suspense, lazy, useSyncExternalStore } from 'react';

const QuickLinks = lazy(() => import('./quick-links.on-demand.tsx'));
const noSubscription = () => () => undefined;

/**
 * The quick-links bar, loaded after hydration (the server render and the first client render
 * both show nothing, so they match), on the pages whose route renders this.
 */
export function QuickLinksBar() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <QuickLinks />
    </Suspense>
  ) : null;
}
