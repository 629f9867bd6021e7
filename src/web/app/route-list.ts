import type { RouteObject } from '#web/router/router.tsx';
import { routes, type PageRouteHandle } from './routes.tsx';

// Server-side only (the SSR entry exports these; the browser never needs them, so they stay out
// of every page's initial JavaScript).

const handleOf = (route: RouteObject) => route.handle as PageRouteHandle | undefined;

interface PageRoute {
  path: string;
  modules: string[];
  unlisted: boolean;
}

function walkPageRoutes(): PageRoute[] {
  const found: PageRoute[] = [];
  const walk = (list: RouteObject[], parentPath: string, parentModules: string[]) => {
    for (const route of list) {
      const path = route.path?.startsWith('/')
        ? route.path
        : `${parentPath}${route.path ?? ''}`.replace(/\/+/g, '/');
      const module = handleOf(route)?.module;
      const modules = module ? [...parentModules, module] : parentModules;
      if (route.children) walk(route.children, path, modules);
      else found.push({ path, modules, unlisted: handleOf(route)?.unlisted === true });
    }
  };
  walk(routes, '/', []);
  return found;
}

/** Every page route: its path pattern and the code it loads (for the bench and its budget test). */
export function pageRoutes(): { path: string; modules: string[] }[] {
  return walkPageRoutes().map(({ path, modules }) => ({ path, modules }));
}

/**
 * The route table's pages without parameters, for sitemap.xml (listed) and robots.txt
 * (unlisted). A route with parameters is listed by the server from its data (branch pages).
 */
export function sitemapPaths(): { listed: string[]; unlisted: string[] } {
  const fixed = walkPageRoutes().filter((route) => !/[:*]/.test(route.path));
  return {
    listed: fixed.filter((route) => !route.unlisted).map((route) => route.path),
    unlisted: fixed.filter((route) => route.unlisted).map((route) => route.path),
  };
}
