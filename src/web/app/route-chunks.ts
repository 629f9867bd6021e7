import type { RouteModule } from './route-modules.tsx';

/**
 * Every page's code is its own chunk (src/web/app/routes/*.tsx), loaded with its route
 * (docs/decisions/028). Vite resolves the glob at build time: this table names every route's
 * chunk (and its stylesheets), so it is a chunk of its own, loaded with the first client-side
 * navigation to a page whose code the server did not preload, not with every page
 * (docs/decisions/157).
 */
export const pageModules = import.meta.glob<RouteModule>('./routes/*.tsx');
