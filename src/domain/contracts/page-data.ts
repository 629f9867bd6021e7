import { z } from 'zod';
import type { AccountPortal } from '../account/portal.ts';
import type { BankLinkPageData } from '../bank-link/bank-link.ts';
import type { Branch } from '../branches/branch.ts';
import type { JointInvitationPageData } from '../loan-application/joint-invitation.ts';
import type { LoanApplicationOutcome } from '../loan-application/outcome.ts';
import type { ReferrerProduct } from '../loan-application/referrer-products.ts';
import type { PaymentResult } from '../payment/result.ts';
import { PAGE_DATA_API, ROUTE_DATA_IDS, type RouteDataId } from '../pages/route-data.ts';
import type { ReferConfig } from '../refer/fields.ts';
import type { PublicActor } from '../session/actor.ts';
import type { FormValues } from '../validation/types.ts';
import type { MapConfig } from './branches.ts';
import type { ChatConfig } from '../chat/chat-config.ts';
import type { StaffInsightPage, StaffQueuePage } from '../staff/pages.ts';
import type { StaffApplicationPage } from '../staff/application-view.ts';
import type { StaffFramePage, StaffMyWorkPage } from '../staff/my-work.ts';
import type { StaffComplaintPage, StaffComplaintsPage } from '../complaints/register-view.ts';
import { ERROR_RESPONSES } from './api.ts';

/**
 * The page data of each route (docs/decisions/028, 074): what its server loader answers
 * (src/server/pages/page-data.ts) and what its pages read (`usePageData` in src/web/app), one
 * type for both. Serialisable, with no personal data but the signed-in person's own. Each key is
 * one route's only, so a page reads a key without naming its route.
 */
export interface PageDataByRoute {
  /** Every page: who the visitor is (no personal data) and where the bank link lives. */
  root: { actor: PublicActor; bankLink: BankLinkPageData; chat: ChatConfig };
  /** The branch finder and every branch page: the branches and the map's tiles. */
  branches: { branchFinder: BranchFinderPageData };
  /** The four steps. */
  'loan-application': LoanApplicationPageData;
  /**
   * The four steps' PreferredBranch choices: the branches of the table the save checks a chosen
   * branch against, in listing order (decision 074). The same for every address, so once a visit.
   */
  'branch-choices': { branchChoices: readonly BranchChoice[] };
  /** The confirmation page: null when the appref names no completed application. */
  'loan-application-success': { loanApplicationOutcome: LoanApplicationOutcome | null };
  /** The customer portal; an anonymous visitor is sent to sign in (`redirectTo`, PAGE_REDIRECT_KEY). */
  account: { accountPortal: AccountPortal; redirectTo?: string };
  /** Refer a friend: the branches, the online branch, a signed-in customer's branch. */
  'refer-a-friend': { refer: ReferConfig };
  /** A payment's result from our record: null when the reference names no payment. */
  'payment-result': { paymentResult: PaymentResult | null };
  /** The calculator: whether the session holds an application to continue (decision 059). */
  'loan-calculator': { applicationInProgress: boolean };
  /** Every workspace page's frame (issue 29): who is signed in and the navigation's counts. */
  'staff-frame': { staffFrame: StaffFramePage; redirectTo?: string };
  /** The workspace's home, My work (issue 29). */
  'staff-my-work': { staffMyWork: StaffMyWorkPage; redirectTo?: string };
  /** The staff workspace's queue (decision 078); an anonymous visitor is sent to sign in. */
  'staff-queue': { staffQueue: StaffQueuePage; redirectTo?: string };
  /** One application in the staff workspace. */
  'staff-application': { staffApplication: StaffApplicationPage; redirectTo?: string };
  /** Funnel insight in the workspace (issue 22): the same guard, its figures from the staff API. */
  'staff-insight': { staffInsight: StaffInsightPage; redirectTo?: string };
  /** The complaints register (issue 32): the list with its filters and the months' counts. */
  'staff-complaints': { staffComplaints: StaffComplaintsPage; redirectTo?: string };
  /** One complaint in the register. */
  'staff-complaint': { staffComplaint: StaffComplaintPage; redirectTo?: string };
}

/** One route's page data. */
export type PageData<Id extends RouteDataId> = PageDataByRoute[Id];

type Intersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** What a page may read: the keys of every route's data (a page gets its matched routes' data). */
export type AnyPageData = Intersection<PageDataByRoute[RouteDataId]>;

export interface BranchFinderPageData {
  branches: Branch[];
  map: MapConfig;
}

/** A branch as the PreferredBranch question offers it: its id, name and where it is (for the nearest). */
export type BranchChoice = Pick<Branch, 'id' | 'name' | 'coordinates'>;

export interface LoanApplicationPageData {
  /** A signed-in customer's id (the ObjectId of every save) and record (decision 049); null for anyone else. */
  customer: CustomerPageData | null;
  /** What the address's related-id is: an open invitation's amount and purpose, or unknown or used (decision 055). */
  jointInvitation: JointInvitationPageData | null;
  /** The products of the link's signed referrer-data, verified by the server (decision 056). */
  referrerProducts: readonly ReferrerProduct[];
}

/** What a step page reads: its two routes' data. */
export type StepPagesData = PageData<'loan-application'> & PageData<'branch-choices'>;

export interface CustomerPageData {
  id: string;
  record: FormValues;
}

const MAX_PAGE_PATH_LENGTH = 2048;

/**
 * A route's data on a client-side navigation (src/server/plugins/pages.ts), from the same loader as
 * the server render: `id` names the route, `path` the address being rendered. The answer is one
 * object whose shape the id chooses, `PageDataByRoute[id]` above; the schema says only that much,
 * since each loader is typed by that table.
 */
export const pageDataContract = {
  method: 'GET',
  path: `${PAGE_DATA_API}/:id`,
  params: z.object({ id: z.enum(ROUTE_DATA_IDS) }),
  querystring: z.object({
    path: z
      .string({ error: 'path is required' })
      .max(MAX_PAGE_PATH_LENGTH, `path must be at most ${MAX_PAGE_PATH_LENGTH} characters`)
      .regex(/^\/(?!\/)/, 'path must be a path on this site, starting with one /'),
  }),
  response: {
    200: z.custom<PageDataByRoute[RouteDataId]>(
      (data) => typeof data === 'object' && data !== null && !Array.isArray(data),
    ),
    ...ERROR_RESPONSES,
  },
} as const;
