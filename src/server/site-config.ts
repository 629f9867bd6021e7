import { branches } from '#content/branches.ts';
import { complaintTimes } from '#content/complaints.ts';
import type { ComplaintTimes } from '#domain/complaints/register.ts';
import { calculatorConfig } from '#content/calculator.ts';
import { lendingProduct } from '#content/lending/product.ts';
import { loanApplicationConfig } from '#content/loan-application.ts';
import { referCopy } from '#content/tools-forms.ts';
import { NEWS_PAGE_SIZE, newsItems } from '#content/news.ts';
import type { NewsItem } from '#domain/pages/site-page.ts';
import type { ReferBranch } from '#domain/refer/fields.ts';
import type { Branch } from '#domain/branches/branch.ts';
import type { CalculatorConfig } from '#domain/calculator/calculator.ts';
import type { LendingProduct } from '#domain/lending/product.ts';
import type { LoanApplicationConfig } from '#domain/loan-application/config.ts';

/**
 * The site's configuration as the server's services see it (decision 023). The only place on the
 * server that reads content/'s configuration (the application's rules, the branches to seed, the
 * calculator, refer a friend, the news): buildApp loads it once (or takes another in its options)
 * and passes it to the services, so a test, a background job or a back office can run them with
 * another one. Other server files read content/ only for words and demo data, which no service
 * takes as an option (decision 074): the emails' texts and the brand (broker-copy.ts,
 * joint-invitations.ts, resume-links.ts, adapters/email, routes/dev-outbox), the error pages
 * (plugins/errors.ts), the save's 412 message (loan-application/save-application.ts), the branch
 * page's address (branches/repository.ts) and the demo accounts (demo-data.ts,
 * accounts/seed-demo.ts).
 */
export interface SiteConfig {
  loanApplication: LoanApplicationConfig;
  /** The branches seeded into the database at start (SEED_DEMO_DATA). */
  branches: readonly Branch[];
  /** The loan calculator (site-and-tools §3), served by GET /api/calculator/config. */
  calculator: CalculatorConfig;
  /** The loan product's rate: the record, the decision and the disclosure use it (decision 133). */
  product: LendingProduct;
  /** Refer a friend's fallback branch (site-and-tools §6 "the online branch is used"). */
  referOnlineBranch: ReferBranch;
  /** The news listing, paged by GET /api/news (site-and-tools §2 "Ajax pagination"). */
  news: { items: readonly NewsItem[]; pageSize: number };
  /** The complaints process's times in NZ working days (issue 32, content/complaints.ts). */
  complaints: ComplaintTimes;
}

export function loadSiteConfig(): SiteConfig {
  return {
    loanApplication: loanApplicationConfig,
    branches,
    calculator: calculatorConfig,
    product: lendingProduct,
    referOnlineBranch: referCopy.onlineBranch,
    news: { items: newsItems, pageSize: NEWS_PAGE_SIZE },
    complaints: complaintTimes,
  };
}
