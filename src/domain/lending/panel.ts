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
    /**
     * Why the identity does not allow an approval yet (issue 30 finding 2, decision 135), or null:
     * the workflow policy's `identityBlock` fact, as the decision's transaction reads it.
     */
    block: string | null;
    /** Any check found a politically exposed person (enhanced due diligence, AML/CFT Act s 26). */
    politicallyExposed: boolean;
    /** Any check matched a sanctions list: no approval. */
    sanctioned: boolean;
    /** Whether the person viewing may confirm documents and sign off due diligence (an approver). */
    canConfirm: boolean;
    /** Documents an officer saw (newest first), each confirmed by an approver or waiting. */
    seen: {
      id: string;
      document: string;
      /** The number's last three characters (the number is encrypted at rest). */
      numberEnding: string;
      expiresOn: string;
      note: string;
      by: string;
      at: string;
      confirmedBy: string | null;
      confirmedAt: string | null;
      /** Recorded by the person viewing, who cannot confirm it. */
      own: boolean;
    }[];
    /** Enhanced due diligence recorded (newest first), each signed off by an approver or waiting. */
    dueDiligence: {
      id: string;
      sourceOfFunds: string;
      sourceOfWealth: string;
      by: string;
      at: string;
      signedOffBy: string | null;
      signedOffAt: string | null;
      own: boolean;
    }[];
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
