import type { ApplicantStatusView } from './application-status.ts';
import type { PortalLoans } from './customer-loan.ts';

/**
 * What the customer portal (/account/, issue 8 "Sign-in" 3) shows of each of the customer's
 * applications: its reference, step, status and start date. Never the application's keys (Token,
 * Guid) and no personal data: continuing one is a call that checks who owns it.
 */
export interface PortalApplication {
  /** The Application ID the applicant sees (not a capability). */
  reference: string;
  /** ISO date the application was started. */
  createdAt: string;
  /** The step the applicant reached (1 to 4). */
  step: number;
  /** Unfinished: "Continue" opens it; submitted: its decision, when there is one. */
  status: 'in-progress' | 'submitted';
  decision: 'standard' | 'conditional' | 'declined' | null;
  /** A submitted application's status, requests and timeline (decision 093). */
  statusView: ApplicantStatusView | null;
}

/** The portal's page data (key `accountPortal`): the lists, or why there are none. */
export type AccountPortal =
  | { state: 'ok'; applications: PortalApplication[]; loans: PortalLoans }
  | { state: 'sign-in-required' }
  | { state: 'not-customer' };
