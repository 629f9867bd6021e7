import type { PageDataLoader } from '../pages/page-data-loader.ts';
import { listBranchChoices, listBranches } from './repository.ts';
import { mapConfig } from './map-config.ts';

/**
 * The data of the branch finder and every branch page (their parent route): the branch list (so
 * the raw HTML holds the listing and a branch's details, and an unknown slug renders the 404 page)
 * and the map's tile configuration. Key: `branchFinder`.
 */
export const branchFinderPageData: PageDataLoader<'branches'> = async ({ app }) => ({
  branchFinder: { branches: await listBranches(app.db), map: mapConfig(app) },
});

/**
 * The step pages' branch choices (decision 074): the table the save checks PreferredBranch
 * against, so the browser offers and presets only what the server takes. Key: `branchChoices`.
 */
export const branchChoicesPageData: PageDataLoader<'branch-choices'> = async ({ app }) => ({
  branchChoices: await listBranchChoices(app.db),
});
