import { STEP_PATHS, buildStepSearch, type Step } from '#domain/loan-application/browser.ts';

/**
 * The address of another step (loan-application §2): the query string is kept, the utm source,
 * medium and campaign are dropped, `ref` is set to the application guid and `amount` to the
 * current loan amount (the domain's buildStepSearch).
 */
export function stepUrl(
  step: Step,
  currentSearch: string,
  guid: string | null,
  amount: string | null,
): string {
  return STEP_PATHS[step] + buildStepSearch(currentSearch, { guid, amount });
}
