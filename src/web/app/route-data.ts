import { PAGE_DATA_API, SITE_WIDE_ROUTE_DATA, type RouteDataId } from '#domain/pages/route-data.ts';

/**
 * A promise marked with how it settled, in the fields React's `use` reads (`status`, `value`,
 * `reason`): once settled, `use` returns its value in the same render instead of suspending.
 */
export type Tracked<T> = Promise<T>;

export function track<T>(promise: Promise<T>): Tracked<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

export function settled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** Which route's data for which page (path and query); site-wide data is one per visit. */
const cacheKey = (id: RouteDataId, url: string) =>
  SITE_WIDE_ROUTE_DATA.includes(id) ? id : `${id} ${url}`;

const isRecord = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A client-side navigation: the route's data from the same server loader, by the data call. */
async function fetchRouteData(id: RouteDataId, url: string): Promise<object> {
  const query = new URLSearchParams({ path: url });
  const response = await fetch(`${PAGE_DATA_API}/${id}?${query.toString()}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Page data for ${id} answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isRecord(data)) throw new Error(`Page data for ${id} is not an object`);
  return data;
}

/**
 * The routes' data (docs/decisions/028). The server fills it before rendering, by each matched
 * route's own server loader, and sends it in the page; the browser starts from that and fetches
 * what a client-side navigation needs. It holds each route's data as it came (JSON of the route's
 * loader); `WithRouteData` reads it as the route's type (src/domain/contracts/page-data.ts).
 */
export class RouteDataStore {
  private readonly entries = new Map<string, Tracked<object>>();

  constructor(private readonly fetchData = fetchRouteData) {}

  /** The data the server sent with the page at `url`. */
  seed(url: string, data: Partial<Record<RouteDataId, object>>): void {
    for (const [id, value] of Object.entries(data))
      this.entries.set(cacheKey(id as RouteDataId, url), settled(value));
  }

  /** Forgets a route's data at `url`: the next render there fetches it afresh. */
  forget(id: RouteDataId, url: string): void {
    this.entries.delete(cacheKey(id, url));
  }

  load(id: RouteDataId, url: string): Tracked<object> {
    const key = cacheKey(id, url);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = track(this.fetchData(id, url));
      this.entries.set(key, entry);
    }
    return entry;
  }
}
