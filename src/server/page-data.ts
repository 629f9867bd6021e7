import { publicActor } from '#domain/session/actor.ts';
import { chatConfig } from './env.ts';
import type { PageDataLoader, PageDataLoaders } from './pages/page-data-loader.ts';
import { branchChoicesPageData, branchFinderPageData } from './branches/page-data.ts';
import { paymentResultPageData } from './payments/page-data.ts';
import { referPageData } from './refer/page-data.ts';
import { loanApplicationOutcomePageData } from './loan-application/outcome-page-data.ts';
import { accountPortalPageData } from './loans/portal-page-data.ts';
import { loanApplicationPageData } from './loan-application/step-page-data.ts';
import { continueApplicationPageData } from './loan-application/continue-page-data.ts';
import {
  staffApplicationPageData,
  staffFramePageData,
  staffInsightPageData,
  staffMyWorkPageData,
  staffQueuePageData,
} from './staff/page-data.ts';
import { staffComplaintPageData, staffComplaintsPageData } from './complaints/page-data.ts';

// The registry of the routes' page data: it lists every feature's loader, so it sits beside
// app.ts, above the features, and reaches plugins/pages.ts through buildApp (each feature's
// loader imports only the loader's type, pages/page-data-loader.ts: no import cycle, decision 131).

/**
 * Site-wide data every page gets, whatever the route: who the visitor is, as the kind and a
 * broker's referrer only (no personal data), so the browser builds the same roles as the server;
 * where the bank link lives (the bank statements page, the confirmation page, a broker's step 4);
 * and which service fills the chat panel.
 */
const rootPageData: PageDataLoader<'root'> = async ({ app, request }) => ({
  actor: publicActor(request.actor),
  bankLink: {
    multibankUrl: app.env.BANK_LINK_MULTIBANK_URL,
    accountCode: app.env.BANK_LINK_ACCOUNT_CODE,
    logEnabled: app.env.BANK_LINK_LOG_ENABLED,
  },
  chat: chatConfig(app.env),
});

/** The server's loader for each route of the web route table that has one (src/web/app/routes.tsx). */
export const pageDataLoaders: PageDataLoaders = {
  root: rootPageData,
  branches: branchFinderPageData,
  'loan-application': loanApplicationPageData,
  'branch-choices': branchChoicesPageData,
  'loan-application-success': loanApplicationOutcomePageData,
  account: accountPortalPageData,
  'refer-a-friend': referPageData,
  'payment-result': paymentResultPageData,
  'loan-calculator': continueApplicationPageData,
  'staff-frame': staffFramePageData,
  'staff-my-work': staffMyWorkPageData,
  'staff-queue': staffQueuePageData,
  'staff-application': staffApplicationPageData,
  'staff-insight': staffInsightPageData,
  'staff-complaints': staffComplaintsPageData,
  'staff-complaint': staffComplaintPageData,
};
