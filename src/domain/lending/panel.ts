/**
 * The lending panel of the workspace's application page (issue 21, decision 096): the
 * affordability record with its assessment, the identity checks, the letters and the borrower's
 * requests for a copy. The server builds it (src/server/lending/workspace-lending.ts).
 */
import type { AffordabilityRecord, Assessment } from './affordability.ts';

export interface IdentityCheckView {
  id: string;
  outcome: 'verified' | 'not-verified';
  documentKind: 'driver-licence' | 'passport';
  documentNumberEnding: string;
  documentSource: { name: string; matched: boolean; reference: string };
  nameSource: { name: string; matched: boolean; reference: string };
  politicallyExposed: boolean;
  sanctioned: boolean;
  /**
   * Whether the check meets the Amended Identity Verification Code of Practice's standard (two
   * independent matching sources and a link to the person, or one source of high confidence);
   * null for a check stored before the standard was assessed.
   */
  standard: { met: boolean; explanation: string } | null;
  checkedAt: string;
}

export interface LendingPanel {
  /** The latest saved version, 0 when the record is still the draft below. */
  version: number;
  /** Not saved yet: made from the declared answers and the bank statements. */
  draft: boolean;
  record: AffordabilityRecord;
  assessment: Assessment;
  policyName: string;
  benchmarkSource: string;
  /** The bank statements the applicant shared, or why there are none. */
  bankStatements: { accounts: { bank: string; account: string; transactions: number }[] } | null;
  identity: {
    checks: IdentityCheckView[];
    /** What an officer recorded seeing when the electronic check could not verify. */
    seen: { document: string; note: string; by: string; at: string }[];
  };
  documents: {
    id: string;
    kind: string;
    createdAt: string;
    recordVersion: number | null;
    /** When its email left us (CCCFA s 35 counts the disclosure's making from it). */
    sentAt: string | null;
    /** When and where the applicant first opened it. */
    openedAt: string | null;
    openedBy: string | null;
  }[];
  /**
   * The decisions' letters (decision 121): owed from the decision until the letters job makes
   * them, made, or failed after its last attempt.
   */
  letters: {
    id: string;
    kind: 'disclosure' | 'decline-notice';
    state: 'owed' | 'made' | 'failed';
    attempts: number;
    createdAt: string;
  }[];
  copyRequests: { id: string; requestedAt: string; dueOn: string; producedAt: string | null }[];
  /** The caller may override a failed buffer (the policy's override role). */
  canOverride: boolean;
}
