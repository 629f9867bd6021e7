import { matchRoutes, type RouteObject } from '#web/router/router.tsx';
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
