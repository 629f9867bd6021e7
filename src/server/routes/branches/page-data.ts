import type { PageDataLoader } from '#server/pages/page-data.ts';
import { listBranches } from './repository.ts';
import { mapConfig } from './index.ts';

/**
 * The data of the branch finder and every branch page (their parent route): the branch list (so
 * the raw HTML holds the listing and a branch's details, and an unknown slug renders the 404 page)
 * and the map's tile configuration. Key: `branchFinder`.
 */
export const branchFinderPageData: PageDataLoader = async ({ app }) => ({
  branchFinder: { branches: await listBranches(app.db), map: mapConfig(app) },
});
