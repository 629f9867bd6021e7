import { Suspense, lazy, useSyncExternalStore, type ReactElement } from 'react';
import { Route } from 'react-router';
import { usePageTitle } from './page-context.tsx';

/**
 * The widget gallery is for development, and for the browser tests, which run the production
 * build: the e2e build sets VITE_WIDGET_GALLERY=true (tests/setup/e2e-global.ts). A normal
 * `npm run build` leaves both false, so the route and its lazily loaded chunk are left out.
 */
const WIDGET_GALLERY_ENABLED =
  import.meta.env.DEV || import.meta.env.VITE_WIDGET_GALLERY === 'true';

const WidgetGalleryPage = WIDGET_GALLERY_ENABLED
  ? lazy(() => import('../widgets/gallery/widget-gallery-page.tsx'))
  : null;

const subscribeNever = () => () => {};

/**
 * The server and the hydrating browser render the same placeholder; the gallery loads only once
 * hydrated, since a server render cannot wait for a lazy chunk and React would report the mismatch.
 */
function WidgetGalleryRoute({ Page }: { Page: NonNullable<typeof WidgetGalleryPage> }) {
  usePageTitle('Widget gallery');
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const placeholder = <p>Loading the widget gallery…</p>;
  return hydrated ? <Suspense fallback={placeholder}>{<Page />}</Suspense> : placeholder;
}

/** Development-only pages; none in a normal production build. */
export const devRoutes: ReactElement[] = WidgetGalleryPage
  ? [
      <Route
        key="widget-gallery"
        path="dev/widget-gallery/"
        element={<WidgetGalleryRoute Page={WidgetGalleryPage} />}
      />,
    ]
  : [];
