import type { PageDataLoader } from '#server/pages/page-data.ts';
import { listBranches } from './repository.ts';
import { mapConfig } from './index.ts';

const BRANCH_FINDER_PATH = '/find-a-branch-near-you/';

/**
 * SSR data for the branch finder and every branch page: the branch list (so the raw HTML holds
 * the listing and a branch's details, and an unknown slug renders the 404 page) and the map's
 * tile configuration. Key: `branchFinder`.
 */
export const branchFinderPageData: PageDataLoader = async (app, url) => {
  if (!url.pathname.startsWith(BRANCH_FINDER_PATH)) return undefined;
  return { branchFinder: { branches: await listBranches(app.db), map: mapConfig(app) } };
};
