import type { z } from 'zod';
import type { Branch } from '#domain/branches/branch.ts';
import { API, readAnswer } from '#domain/contracts/wire.ts';
import { usePageData } from '#web/app/page-context.tsx';
import type { BranchFinderPageData } from '#domain/contracts/page-data.ts';

// The answer schemas load with the first call, not with the page (docs/decisions/024).
const answerSchemas = () => import('#domain/contracts/branches.ts');
type BranchContracts = Awaited<ReturnType<typeof answerSchemas>>;

/** GETs an answer and checks it against its contract: a malformed answer fails like a failed call. */
export async function getAnswer<Schema extends z.ZodType>(
  url: string,
  schemaOf: (contracts: BranchContracts) => Schema,
): Promise<z.output<Schema>> {
  const contracts = answerSchemas();
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const answer = readAnswer(schemaOf(await contracts), await response.json());
  if (answer === null) throw new Error(`GET ${url} answered something else than its contract`);
  return answer;
}

/** The branch list from the map data call (site-and-tools §7 "GET {data-dataurl of the map element}"). */
export function fetchBranches(): Promise<Branch[]> {
  return getAnswer(API.branchList.path, (contracts) => contracts.branchListContract.response[200]);
}

/**
 * The finder's data, from the route loader the finder and the branch pages share
 * (src/web/app/routes.tsx): the server render's on a first visit, the data call's after a
 * client-side navigation. The route renders its pages only once the data is in; a failed load
 * shows the page-level message (src/web/app/page-load-error.tsx). The loader is
 * src/server/branches/page-data.ts (key `branchFinder`).
 */
export function useBranchFinderData(): BranchFinderPageData {
  const data = usePageData('branchFinder');
  if (!data) throw new Error('The branch finder pages render only inside their data route');
  return data;
}
