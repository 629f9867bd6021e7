import { use, type ComponentType, type ReactNode } from 'react';
import { loadChunk } from '#web/site/on-demand/load-chunk.ts';
import { track, type Tracked } from './route-data.ts';

/** What a route module exports (src/web/app/routes/*.tsx). */
export interface RouteModule {
  Component: ComponentType;
}

/**
 * Every page's code is its own chunk (src/web/app/routes/*.tsx), loaded with its route
 * (docs/decisions/028). Vite resolves the glob at build time; the file name is the one fact that
 * names both the chunk and the manifest key the server uses to preload it.
 */
const pageModules = import.meta.glob<RouteModule>('./routes/*.tsx');
const loading = new Map<string, Tracked<RouteModule>>();

/** The manifest key of a route module, as Vite's build manifest names it. */
export const moduleKey = (name: string) => `src/web/app/routes/${name}.tsx`;

export function loadRouteModule(name: string): Tracked<RouteModule> {
  let module = loading.get(name);
  if (!module) {
    const load = pageModules[`./routes/${name}.tsx`];
    if (!load) throw new Error(`No route module ${name}`);
    // Through the one chunk loader: a page's code (a form's among them) that fails or takes more
    // than 120 s is the generic chunk error, shown by the layout's PageLoadErrorBoundary.
    module = track(loadChunk(name, load, (found) => typeof found.Component === 'function'));
    loading.set(name, module);
  }
  return module;
}

/**
 * Renders a route's page from its module. The server render and hydration load the matched
 * modules first, so this renders at once; on a client-side navigation it suspends, and React
 * Router's transition keeps the previous page on screen until the module has arrived.
 */
export function RoutePage({ load }: { load: () => Tracked<RouteModule> }) {
  const { Component } = use(load());
  return <Component />;
}

/** What the route table records of a route besides the router's own fields. */
export interface RouteHandle {
  /** The route's code as a key of Vite's build manifest: the server preloads it, the bench measures it. */
  module: string;
  load: () => Tracked<RouteModule>;
}

/** A route whose page is `src/web/app/routes/{name}.tsx`. */
export function page(name: string): { element: ReactNode; handle: RouteHandle } {
  const load = () => loadRouteModule(name);
  return { element: <RoutePage load={load} />, handle: { module: moduleKey(name), load } };
}
