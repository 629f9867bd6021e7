import type { Branch } from '#domain/branches/branch.ts';
import { API } from '#domain/contracts/wire.ts';
import { callApi, type CallOutcome } from '#web/api/call.ts';
import { usePageData } from '#web/app/page-context.tsx';
import type { BranchFinderPageData } from '#domain/contracts/page-data.ts';

// The answer schemas load with the first call, not with the page (docs/decisions/024).
export const branchContracts = () => import('#domain/contracts/branches.ts');

/** A call's body, or an error: a failed call or an answer that breaks its contract fails here. */
export async function answerOf<T>(call: string, outcome: CallOutcome<T>): Promise<T> {
  if (outcome.ok) return outcome.body;
  const why = outcome.status === 200 ? 'something else than its contract' : outcome.status;
  throw new Error(`GET ${call} answered ${why}`);
}

/** The branch list from the map data call (site-and-tools §7 "GET {data-dataurl of the map element}"). */
export async function fetchBranches(): Promise<Branch[]> {
  const outcome = await callApi(API.branchList, {
    answers: () => branchContracts().then((c) => c.branchListContract.response),
  });
  return answerOf(API.branchList.path, outcome);
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
