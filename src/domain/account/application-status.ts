import type { RequestedItemView } from '../staff/information-requests.ts';
import type { ApplicationStatus } from '../staff/status.ts';

/** One line of the applicant's timeline, in plain words. */
export interface TimelineEntry {
  at: string;
  text: string;
}

/** What the lender gives the applicant (issue 21): the decision's letter, a copy of the record. */
export const DOCUMENT_FROM_US_KINDS = [
  'disclosure',
  'decline-notice',
  'affordability-copy',
  // Issue 31: the contract the borrower signed, with its signature certificate.
  'signed-contract',
] as const;
export type DocumentFromUsKind = (typeof DOCUMENT_FROM_US_KINDS)[number];

/**
 * A document from us: the disclosure statement on approval (with the last day of its cooling-off
 * period), the decline notice, a copy of the affordability record. Opened through the server, by
 * the application's applicant only.
 */
export interface DocumentFromUs {
  id: string;
  kind: DocumentFromUsKind;
  title: string;
  href: string;
  at: string;
  /** The disclosure's cooling-off period's last day (YYYY-MM-DD, 5 NZ working days); else null. */
  coolingOffEnds: string | null;
}

/**
 * The applicant's copy of their affordability record (CCCFA s 9CA): whether they may ask for one
 * now (a record is kept and no request is open), and the due date of the open request.
 */
export interface AffordabilityCopyState {
  canAsk: boolean;
  dueOn: string | null;
}

/**
 * What the applicant sees of a submitted application (issue 20 "The applicant's side", decision
 * 093), in the portal and through the emailed status link: its status in plain words, what we need
 * from them first, what they sent, what happened (newest first) and documents from us.
 */
export interface ApplicantStatusView {
  reference: string;
  status: ApplicationStatus;
  outstanding: RequestedItemView[];
  sent: RequestedItemView[];
  timeline: TimelineEntry[];
  documentsFromUs: DocumentFromUs[];
  affordabilityCopy: AffordabilityCopyState;
  /** The workflow policy lets the applicant withdraw it now (undecided, issue 29). */
  canWithdraw: boolean;
  /** The loan offer once one is made (issue 31, decision 143), else null. */
  offer: OfferView | null;
}

/**
 * The loan offer as its applicant sees it: open to sign (with the contract's text in full), signed
 * (with the cancellation period's last day and whether it can be cancelled now) or cancelled.
 */
export interface OfferView {
  state: 'open' | 'signed' | 'cancelled' | 'lapsed';
  /** The offer's last day (YYYY-MM-DD). */
  expiresOn: string;
  disclosureHref: string;
  /** The contract's sections while it is open to sign; empty after. */
  contract: { heading: string; paragraphs: string[] }[];
  signedAt: string | null;
  /** The cancellation period's last day (CCCFA s 27 with s 35), once signed. */
  coolingOffEnds: string | null;
  canCancel: boolean;
}

/** The emailed status link's page (decision 093); its token is in the fragment, as resume's is. */
export const STATUS_LINK_PAGE_PATH = '/application-status/';
