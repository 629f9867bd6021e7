import type { BranchChoice, StepPagesData } from '#domain/contracts/page-data.ts';
import type { ReferrerProduct } from '#domain/loan-application/browser.ts';
import { usePageData } from '#web/app/page-context.tsx';

const NO_PRODUCTS: readonly ReferrerProduct[] = [];
const NO_BRANCHES: readonly BranchChoice[] = [];

/**
 * The step pages' data, as their loader found it for this address
 * (src/server/loan-application/step-page-data.ts): a signed-in customer's id and record (null for
 * anyone else), the invitation a joint applicant's related-id names (decision 055), a referrer's
 * verified products (decision 056); with the branches the save checks PreferredBranch against
 * (their own route's, `branch-choices`).
 */
export function useStepPageData(): StepPagesData {
  return {
    customer: usePageData('customer') ?? null,
    jointInvitation: usePageData('jointInvitation') ?? null,
    referrerProducts: usePageData('referrerProducts') ?? NO_PRODUCTS,
    branchChoices: useBranchChoices(),
  };
}

/** The branches of the page data (route `branch-choices`: the table the save checks), in listing order. */
export function useBranchChoices(): readonly BranchChoice[] {
  return usePageData('branchChoices') ?? NO_BRANCHES;
}
