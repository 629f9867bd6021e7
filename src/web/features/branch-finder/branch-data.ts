import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { Branch } from '#domain/branches/branch.ts';
import { readAnswer } from '#domain/contracts/api.ts';
import { branchListContract, mapConfigContract } from '#domain/contracts/branches.ts';
import { usePageData } from '#web/app/page-context.tsx';
import type { MapTiles } from './map-settings.ts';

/** What the server hands the finder pages (src/server/routes/branches/page-data.ts, key `branchFinder`). */
export interface BranchFinderData {
  branches: Branch[];
  map: MapTiles;
}

export type BranchFinderLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: BranchFinderData };

/** GETs an answer and checks it against its contract: a malformed answer fails like a failed call. */
async function getAnswer<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const answer = readAnswer(schema, await response.json());
  if (answer === null) throw new Error(`GET ${url} answered something else than its contract`);
  return answer;
}

/** The branch list from the map data call (site-and-tools §7 "GET {data-dataurl of the map element}"). */
export function fetchBranches(): Promise<Branch[]> {
  return getAnswer(branchListContract.path, branchListContract.response[200]);
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
    Promise.all([
      fetchBranches(),
      getAnswer(mapConfigContract.path, mapConfigContract.response[200]),
    ]).then(
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
