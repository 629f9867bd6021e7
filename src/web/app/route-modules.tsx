import { use, type ComponentType, type ReactNode } from 'react';
import { loadChunk } from '#web/site/on-demand/load-chunk.ts';
import { track, type Tracked } from './route-data.ts';

/** What a route module exports (src/web/app/routes/*.tsx). */
export interface RouteModule {
  Component: ComponentType;
}

// The table of every route's chunk loads with the first page the server did not preload.
const routeChunks = () => import('./route-chunks.ts');
const loading = new Map<string, Tracked<RouteModule>>();

/** The manifest key of a route module, as Vite's build manifest names it. */
export const moduleKey = (name: string) => `src/web/app/routes/${name}.tsx`;

/** A chunk's route module: the chunk itself, or its namespace when the chunk holds more. */
function routeModuleIn(chunk: Record<string, unknown>): RouteModule | undefined {
  if (typeof chunk.Component === 'function') return chunk as unknown as RouteModule;
  return Object.values(chunk).find(
    (value): value is RouteModule =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Partial<RouteModule>).Component === 'function',
  );
}

/**
 * A route's module. The page the server rendered names its route's chunk in a preload link
 * (`data-route-module`, src/server/pages/assets.ts): that is imported as it is, so hydration does
 * not wait for the table of every route's chunk (route-chunks.ts), which loads with the first
 * navigation to another page (docs/decisions/157).
 */
async function importRouteModule(name: string): Promise<RouteModule> {
  const preloaded =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLLinkElement>(`link[data-route-module="${moduleKey(name)}"]`);
  const found = preloaded
    ? routeModuleIn((await import(/* @vite-ignore */ preloaded.href)) as Record<string, unknown>)
    : undefined;
  if (found) return found;
  const load = (await routeChunks()).pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No route module ${name}`);
  return load();
}

export function loadRouteModule(name: string): Tracked<RouteModule> {
  let module = loading.get(name);
  if (!module) {
    // Through the one chunk loader: a page's code (a form's among them) that fails or takes more
    // than 120 s is the generic chunk error, shown by the layout's PageLoadErrorBoundary.
    module = track(
      loadChunk(
        name,
        () => importRouteModule(name),
        (found) => typeof found.Component === 'function',
      ),
    );
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
