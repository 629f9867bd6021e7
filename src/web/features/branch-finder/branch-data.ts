import { useEffect, useState } from 'react';
import type { Branch } from '#domain/branches/branch.ts';
import { usePageData } from '#web/app/page-context.tsx';
import type { MapTiles } from './map-settings.ts';

/** What the server hands the finder pages (src/server/routes/branches/page-data.ts, key `branchFinder`). */
export interface BranchFinderData {
  branches: Branch[];
  map: MapTiles;
}

export type BranchFinderLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: BranchFinderData };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The branch list from the map data call (site-and-tools §7 "GET {data-dataurl of the map element}"). */
export const BRANCHES_DATA_URL = '/api/branches';

export function fetchBranches(): Promise<Branch[]> {
  return getJson<Branch[]>(BRANCHES_DATA_URL);
}

/**
 * The finder's data: from the server render when the visit started on a finder page, otherwise
 * (a client-side navigation) fetched from the API.
 */
export function useBranchFinderData(): BranchFinderLoad {
  const fromServer = usePageData<BranchFinderData>('branchFinder');
  const [fetched, setFetched] = useState<BranchFinderLoad>({ status: 'loading' });
  useEffect(() => {
    if (fromServer) return;
    let cancelled = false;
    Promise.all([fetchBranches(), getJson<MapTiles>('/api/map/config')]).then(
      ([branches, map]) => {
        if (!cancelled) setFetched({ status: 'ready', data: { branches, map } });
      },
      (error: unknown) => {
        console.warn('Branch finder: could not load branches', error);
        if (!cancelled) setFetched({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [fromServer]);
  return fromServer ? { status: 'ready', data: fromServer } : fetched;
}
