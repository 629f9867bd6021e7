import { createContext, use, useContext, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from '#web/router/router.tsx';
import type { RouteDataId } from '#domain/pages/route-data.ts';
import type { AnyPageData, PageData } from '#domain/contracts/page-data.ts';
import { RouteDataStore } from './route-data.ts';

/**
 * Collects what a server render learns about the page (title, description, HTTP status) so the
 * server can write it into the response. Only the server passes one.
 */
export class RenderCollector {
  title?: string;
  description?: string;
  /** The page's canonical path when it is not the requested path without its query. */
  canonical?: string;
  status = 200;
  setTitle(title: string, description?: string): void {
    this.title = title;
    if (description) this.description = description;
  }
  setCanonical(path: string): void {
    this.canonical = path;
  }
  setStatus(code: number): void {
    this.status = code;
  }
}

interface PageContextValue {
  routeData: RouteDataStore;
  collector?: RenderCollector;
}

const PageContext = createContext<PageContextValue>({ routeData: new RouteDataStore() });
const LoadedData = createContext<Partial<AnyPageData>>({});

export function PageContextProvider({
  value,
  children,
}: {
  value: PageContextValue;
  children: ReactNode;
}) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/**
 * A route whose data the server loads by its own loader (src/server/pages/page-data.ts): its
 * pages render once the data is there, and read it with `usePageData`.
 */
export function WithRouteData({ id, children }: { id: RouteDataId; children?: ReactNode }) {
  const { pathname, search } = useLocation();
  const outer = useContext(LoadedData);
  // What the server's loader of this id answered (the same build's), of its type in the contract.
  const data = use(
    useContext(PageContext).routeData.load(id, pathname + search),
  ) as PageData<RouteDataId>;
  return (
    <LoadedData.Provider value={{ ...outer, ...data }}>
      {children ?? <Outlet />}
    </LoadedData.Provider>
  );
}

/**
 * Data the server loaded for this page, by key, from the matched routes' loaders, of its type in
 * src/domain/contracts/page-data.ts; undefined where no matched route loads the key.
 */
export function usePageData<Key extends keyof AnyPageData>(key: Key): AnyPageData[Key] | undefined {
  return useContext(LoadedData)[key];
}

/**
 * Reads a route's data at the current address again (after a change the page made), keeping
 * the page and its state on screen until the new data is in.
 */
export function useReloadRouteData(id: RouteDataId): () => void {
  const { routeData } = useContext(PageContext);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return () => {
    routeData.forget(id, pathname + search);
    void navigate(pathname + search, { replace: true });
  };
}

/** Sets the document title: during SSR into the response head, in the browser on navigation. */
export function usePageTitle(title: string, description?: string): void {
  useContext(PageContext).collector?.setTitle(title, description);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The page's canonical path, for a page whose query changes what it shows (a listing's page
 * number). Without it the canonical URL is the requested path without its query.
 */
export function useCanonical(path: string): void {
  useContext(PageContext).collector?.setCanonical(path);
}

/** Marks the server response with an HTTP status (no effect in the browser). */
export function useHttpStatus(code: number): void {
  useContext(PageContext).collector?.setStatus(code);
}
