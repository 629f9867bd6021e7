import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '#web/router/router.tsx';
import { vi } from 'vitest';
import { branches } from '#content/branches.ts';
import { PageContextProvider, WithRouteData } from '#web/app/page-context.tsx';
import { RouteDataStore } from '#web/app/route-data.ts';
import { BranchFinderPage } from './branch-finder-page.tsx';
import { BranchPage } from './branch-page.tsx';

export const serverData = { branchFinder: { branches, map: { tileUrl: '', tileAttribution: '' } } };

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/**
 * Renders the branch-finder routes as the app's route table has them (src/web/app/routes.tsx:
 * a parent route `branches` whose server loader gives both pages their data), plus `extra`, at
 * `path`. `hydrated`: the data came with the server render, as on a first visit; otherwise the
 * route's data call gives it (the server's data), as on a client-side navigation.
 */
export function FinderApp({
  path,
  pageData = serverData,
  hydrated = true,
  extra,
}: {
  path: string;
  pageData?: Record<string, unknown>;
  hydrated?: boolean;
  extra?: ReactNode;
}) {
  const routeData = new RouteDataStore(async () => serverData);
  if (hydrated) routeData.seed(path, { branches: pageData });
  return (
    <PageContextProvider value={{ routeData }}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="find-a-branch-near-you/" element={<WithRouteData id="branches" />}>
              <Route index element={<BranchFinderPage />} />
              <Route path=":slug/" element={<BranchPage />} />
            </Route>
            {extra}
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
        <CurrentPath />
      </MemoryRouter>
    </PageContextProvider>
  );
}

/** A fetch stub answering the branch API from content/ and recording conversion posts. */
export function stubFetch(options: { conversionStatus?: number } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/branches') return Response.json(branches);
    if (url === '/api/map/config') return Response.json({ tileUrl: '', tileAttribution: '' });
    // The server's place list, for one place (src/server/routes/branches): Queenstown.
    if (url === '/api/branches/for-place?place=Queenstown')
      return Response.json({
        place: 'Queenstown',
        branch: { ...branches.find((b) => b.slug === 'invercargill'), distanceKm: 155.4 },
      });
    if (url.startsWith('/api/branches/for-place?'))
      return Response.json({ place: null, branch: null });
    if (url === '/api/conversions/browsing')
      return new Response(null, { status: options.conversionStatus ?? 202 });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A browser geolocation that already grants and answers `point`. */
export function grantGeolocation(point: { latitude: number; longitude: number }) {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: async () => ({ state: 'granted' }) },
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback) => ok({ coords: point } as GeolocationPosition),
    },
  });
}

export function removeBrowserFakes() {
  for (const key of ['permissions', 'geolocation'])
    delete (navigator as unknown as Record<string, unknown>)[key];
  vi.unstubAllGlobals();
}
