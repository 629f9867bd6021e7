import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteDataId } from '#domain/pages/route-data.ts';
import { routes } from './routes.tsx';
import type { PageRouteHandle } from './routes.tsx';

const handleOf = (route: RouteObject) => route.handle as PageRouteHandle | undefined;

/** What the page at `url` needs before it renders: its routes' code and their server data. */
export function pageNeeds(url: string): {
  modules: string[];
  data: RouteDataId[];
  load: () => Promise<unknown>;
} {
  const matched = (matchRoutes(routes, url) ?? []).map((match) => handleOf(match.route));
  const loads = matched.flatMap((handle) => (handle?.load ? [handle.load] : []));
  return {
    modules: matched.flatMap((handle) => (handle?.module ? [handle.module] : [])),
    data: matched.flatMap((handle) => (handle?.data ? [handle.data] : [])),
    load: () => Promise.all(loads.map((load) => load())),
  };
}

/** Every page route: its path pattern and the code it loads (for the bench and its budget test). */
export function pageRoutes(): { path: string; modules: string[] }[] {
  const found: { path: string; modules: string[] }[] = [];
  const walk = (list: RouteObject[], parentPath: string, parentModules: string[]) => {
    for (const route of list) {
      const path = route.path?.startsWith('/')
        ? route.path
        : `${parentPath}${route.path ?? ''}`.replace(/\/+/g, '/');
      const module = handleOf(route)?.module;
      const modules = module ? [...parentModules, module] : parentModules;
      if (route.children) walk(route.children, path, modules);
      else found.push({ path, modules });
    }
  };
  walk(routes, '/', []);
  return found;
}
