import { branches } from '#content/branches.ts';
import { loanApplicationConfig } from '#content/loan-application.ts';
import type { Branch } from '#domain/branches/branch.ts';
import type { LoanApplicationConfig } from '#domain/loan-application/config.ts';

/**
 * The site's configuration as the server's services see it (decision 023). The only place on the
 * server that reads content/: buildApp loads it once (or takes another in its options) and passes
 * it to the services, so a test, a background job or a back office can run them with another one.
 */
export interface SiteConfig {
  loanApplication: LoanApplicationConfig;
  /** The branches seeded into the database at start (SEED_DEMO_DATA). */
  branches: readonly Branch[];
}

export function loadSiteConfig(): SiteConfig {
  return { loanApplication: loanApplicationConfig, branches };
}
