import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { branches } from '#content/branches.ts';
import { PageContextProvider } from '#web/app/page-context.tsx';
import { branchFinderRoutes } from './routes.tsx';

export const serverData = { branchFinder: { branches, map: { tileUrl: '', tileAttribution: '' } } };

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Renders the app's branch-finder routes (plus `extra`) at `path`, with the page data the server would send. */
export function FinderApp({
  path,
  pageData = serverData,
  extra,
}: {
  path: string;
  pageData?: Record<string, unknown>;
  extra?: ReactNode;
}) {
  return (
    <PageContextProvider value={{ pageData }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {branchFinderRoutes}
          {extra}
          <Route path="*" element={null} />
        </Routes>
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
