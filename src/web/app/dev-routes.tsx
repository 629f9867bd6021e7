import type { RouteObject } from '#web/router/router.tsx';
import { RoutePage, type RouteHandle, type RouteModule } from './route-modules.tsx';
import { track, type Tracked } from './route-data.ts';

/**
 * The widget gallery is for development, and for the browser tests, which run the production
 * build: the e2e build sets VITE_WIDGET_GALLERY=true (tests/setup/e2e-global.ts). A normal
 * `npm run build` leaves both false, so the route and its chunk are left out.
 */
const WIDGET_GALLERY_ENABLED =
  import.meta.env.DEV || import.meta.env.VITE_WIDGET_GALLERY === 'true';

let gallery: Tracked<RouteModule> | undefined;
const loadGallery = () =>
  (gallery ??= track(
    import('../widgets/gallery/widget-gallery-page.tsx').then((module) => ({
      Component: module.default,
    })),
  ));

const galleryHandle: RouteHandle = {
  module: 'src/web/widgets/gallery/widget-gallery-page.tsx',
  load: loadGallery,
};

/** Development-only pages; none in a normal production build. */
export const devRoutes: RouteObject[] = WIDGET_GALLERY_ENABLED
  ? [
      {
        path: 'dev/widget-gallery/',
        handle: galleryHandle,
        element: <RoutePage load={loadGallery} />,
      },
    ]
  : [];
