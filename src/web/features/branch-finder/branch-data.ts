import type { Branch } from '#domain/branches/branch.ts';
import { usePageData } from '#web/app/page-context.tsx';
import type { MapTiles } from './map-settings.ts';

/** What the server hands the finder pages (src/server/routes/branches/page-data.ts, key `branchFinder`). */
export interface BranchFinderData {
  branches: Branch[];
  map: MapTiles;
}

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
 * The finder's data, from the route loader the finder and the branch pages share
 * (src/web/app/routes.tsx): the server render's on a first visit, the data call's after a
 * client-side navigation. The route renders its pages only once the data is in; a failed load
 * shows the page-level message (src/web/app/page-load-error.tsx).
 */
export function useBranchFinderData(): BranchFinderData {
  const data = usePageData<BranchFinderData>('branchFinder');
  if (!data) throw new Error('The branch finder pages render only inside their data route');
  return data;
}
