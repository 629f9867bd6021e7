import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDataId } from '#domain/pages/route-data.ts';
import type { PageData } from '#domain/contracts/page-data.ts';
import { publicActor } from '#domain/session/actor.ts';
import { chatConfig } from '../env.ts';
import { branchChoicesPageData, branchFinderPageData } from '../routes/branches/page-data.ts';
import { paymentResultPageData } from '../payments/page-data.ts';
import { referPageData } from '../refer/page-data.ts';
import { loanApplicationOutcomePageData } from '../loan-application/outcome-page-data.ts';
import { accountPortalPageData } from '../accounts/portal-page-data.ts';
import { loanApplicationPageData } from '../loan-application/step-page-data.ts';
import { continueApplicationPageData } from '../loan-application/continue-page-data.ts';
import {
  staffApplicationPageData,
  staffFramePageData,
  staffInsightPageData,
  staffMyWorkPageData,
  staffQueuePageData,
} from '../staff/page-data.ts';

/** The page request a route's data is loaded for: the page's own URL, not the data call's. */
export interface PageDataRequest {
  app: FastifyInstance;
  request: FastifyRequest;
  url: URL;
}

/**
 * One route's data for its first render (docs/decisions/028), of its type in
 * src/domain/contracts/page-data.ts: serialisable, with no personal data
 * in it but a signed-in person's own (the customer's record on the steps, in a no-store page) or
 * what a capability in the address opens to its holder (a joint invitation's amount and purpose,
 * decision 055). The router runs only the matched routes' loaders, so a loader never matches paths.
 */
export type PageDataLoader<Id extends RouteDataId> = (
  page: PageDataRequest,
) => Promise<PageData<Id>>;

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
export const pageDataLoaders: { readonly [Id in RouteDataId]: PageDataLoader<Id> } = {
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
};
