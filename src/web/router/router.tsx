import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

// The site's router: the part of React Router's API the site uses, in its names, at a fraction of
// its size (docs/decisions/053). Paths match without regard to case or a trailing slash, as React
// Router's did; routes are tried in table order, so a catch-all `*` comes last.

/** One route of a route table (src/web/app/routes.tsx). */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /**
   * What the navigation that opened this page handed it (decision 146): held in memory only,
   * never in the address or the history entry, so a reload, back or forward comes without it.
   */
  state?: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
}

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Record<string, string> }>({
  outlet: null,
  params: {},
});

function parse(to: string, from?: Location): Location {
  const base = from ? `http://x${from.pathname}${from.search}` : 'http://x/';
  const url = new URL(to, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
const href = (location: Location) => location.pathname + location.search + location.hash;

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook used outside a router');
  return router;
}

/**
 * The site's page the visitor was on before this one, when they came by an in-site navigation
 * (which leaves `document.referrer` at the page that loaded the site); and the page shown now.
 */
let previousPage: string | null = null;
let shownPage: string | null = null;

/**
 * The address of the page the visitor came to this one from: the site's page before it after an
 * in-site navigation (a replace stays the same page), else `document.referrer`, as much as the
 * referring page's Referrer-Policy lets the browser tell. Empty when nothing is known.
 */
export function pageCameFrom(): string {
  return previousPage ?? document.referrer;
}

function moved(replace: boolean): void {
  if (!replace) previousPage = shownPage;
  shownPage = window.location.href;
}

const browserNavigate =
  (setLocation: (location: Location) => void): NavigateFunction =>
  (to, options) => {
    const next = parse(to, parse(href(window.location)));
    shownPage ??= window.location.href;
    if (options?.replace) window.history.replaceState(null, '', href(next));
    else window.history.pushState(null, '', href(next));
    moved(options?.replace === true);
    // A transition: the previous page stays until the next one's code and data are in.
    startTransition(() => setLocation({ ...next, state: options?.state }));
  };

/** The page's own location, changed by history as the visitor navigates and goes back. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => parse(href(window.location)));
  useEffect(() => {
    shownPage = window.location.href;
    const onPop = () => {
      moved(false);
      startTransition(() => setLocation(parse(href(window.location))));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useMemo(() => browserNavigate(setLocation), []);
  const value = useMemo<RouterValue>(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A fixed location, for the server render. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(
    () => ({
      location: parse(location),
      navigate: () => {
        throw new Error('The server render cannot navigate');
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A location held in memory, for tests. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => parse(initialEntries.at(-1) ?? '/'));
  const navigate = useMemo<NavigateFunction>(
    () => (to, options) =>
      startTransition(() => setLocation((from) => ({ ...parse(to, from), state: options?.state }))),
    [],
  );
  const value = useMemo<RouterValue>(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
export const useParams = (): Record<string, string> => useContext(RouteContext).params;
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Matches `segments` against one route and, below it, its children; the matched chain or null. */
function matchRoute(
  route: RouteObject,
  segments: string[],
  params: Record<string, string>,
): RouteMatch[] | null {
  if (route.index) return segments.length === 0 ? [{ route, params }] : null;
  let rest = segments;
  const own = { ...params };
  for (const part of segmentsOf(route.path ?? '')) {
    if (part === '*') {
      own['*'] = rest.join('/');
      rest = [];
      break;
    }
    const segment = rest[0];
    if (segment === undefined) return null;
    if (part.startsWith(':')) own[part.slice(1)] = decodeURIComponent(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
    rest = rest.slice(1);
  }
  if (route.children) {
    const below = matchList(route.children, rest, own);
    return below ? [{ route, params: own }, ...below] : null;
  }
  return rest.length === 0 ? [{ route, params: own }] : null;
}

function matchList(
  routes: RouteObject[],
  segments: string[],
  params: Record<string, string>,
): RouteMatch[] | null {
  for (const route of routes) {
    const found = matchRoute(route, segments, params);
    if (found) return found;
  }
  return null;
}

/** The chain of routes, outermost first, that `url` (a path and query) matches; null if none. */
export function matchRoutes(routes: RouteObject[], url: string): RouteMatch[] | null {
  let pathname: string;
  try {
    pathname = decodeURI(parse(url).pathname);
  } catch {
    pathname = parse(url).pathname;
  }
  return matchList(routes, segmentsOf(pathname), {});
}

/** Renders the matched routes, each route's element given its child's as the `Outlet`. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname) ?? [];
  const params = matches.at(-1)?.params ?? {};
  return matches.reduceRight<ReactNode>(
    (outlet, match) => (
      <RouteContext.Provider value={{ outlet, params }}>
        {match.route.element === undefined ? outlet : match.route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Where a route's element shows the matched child route's. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** A route table written as elements (tests): `<Routes><Route …/></Routes>`. */
export function Routes({ children }: { children: ReactNode }) {
  return useRoutes(routesFromChildren(children));
}
export function Route(_props: Omit<RouteObject, 'children'> & { children?: ReactNode }): null {
  return null;
}
function routesFromChildren(children: ReactNode): RouteObject[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const { children: nested, ...route } = (
      child as ReactElement<RouteObject & { children?: ReactNode }>
    ).props;
    return [{ ...route, ...(nested ? { children: routesFromChildren(nested) } : {}) }];
  });
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

/**
 * A link that navigates within the site without a page load; a click that asks for a new tab or
 * window, or a link with a target, is left to the browser.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const url = href(parse(to, location));
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(url, { replace });
  }
  return <a {...rest} href={url} target={target} onClick={follow} />;
}
