import type { StaffNoteView, StaffRequestedItemView } from './information-requests.ts';
import type { ApplicationStatus, DecisionOutcome } from './status.ts';
import type { Refusal, WorkflowEvent } from './workflow-policy.ts';

/** One answer as the applicant saw it: the field's label and the value, in plain text. */
export interface AnswerView {
  name: string;
  label: string;
  value: string;
}

/** The application page's data (`staffApplication`, issue 20 "An application"). */
export interface StaffApplicationView {
  reference: string;
  status: ApplicationStatus;
  version: number;
  name: string;
  amount: number | null;
  source: string;
  branch: string | null;
  submittedAt: string | null;
  assignedTo: { id: string; email: string } | null;
  creditResult: string | null;
  creditDecision: string | null;
  broker: string | null;
  /** The joint applicant's application, linked both ways. */
  jointApplications: string[];
  steps: { step: number; title: string; answers: AnswerView[] }[];
  uploads: { reference: string; kind: string; type: string; sizeBytes: number }[];
  decisions: {
    id: number;
    kind: 'decision' | 'proposal';
    outcome: DecisionOutcome;
    amount: number | null;
    reason: string;
    comment: string;
    by: string;
    state: string;
    at: string;
  }[];
  /** Whether bank statements were sent and their references (bank-statements-view.ts). */
  bankStatements: StaffBankStatementsView;
  history: { at: string; actor: string; what: string }[];
  staff: { id: string; email: string }[];
  reasons: Record<DecisionOutcome, readonly string[]>;
  me: { id: string; roles: string[]; approvalLimit: number };
  /** The current requested items, outstanding first (decision 092). */
  requests: StaffRequestedItemView[];
  /** The documents a request may ask for (the configured list). */
  requestableDocuments: readonly { id: string; label: string }[];
  /** Internal notes, newest first: staff only. */
  notes: StaffNoteView[];
}

/** The bank statements of an application: from a broker's step 4 or the confirmation page. */
export interface StaffBankStatementsView {
  sent: boolean;
  entries: {
    status: string;
    reference: string;
    /** When the confirmation page posted them; null for a broker's, saved with step 4. */
    at: string | null;
    from: 'broker' | 'confirmation';
  }[];
}

export type StaffApplicationPage =
  | { state: 'sign-in-required' }
  | { state: 'not-allowed' }
  | { state: 'not-found' }
  | ({ state: 'ok' } & StaffApplicationView & StaffApplicationWorkday);

/**
 * What the application page needs for a day's work (issue 29 "What to build" 6), beside the
 * application itself: the events the policy lets this person raise now (the page's controls), the
 * affordability record's verdict for the summary, and the neighbours in the queue's view.
 */
export interface StaffApplicationWorkday {
  /** `allowedEvents` of the workflow policy, on the facts the server's writer reads. */
  allowed: { event: WorkflowEvent; blockedBy?: Refusal }[];
  /** The latest affordability record, or null before one is saved. */
  affordability: {
    version: number;
    outcome: 'pass' | 'fail' | 'override';
    complete: boolean;
    missing: number;
    loan: { amount: number; termMonths: number; frequency: string };
  } | null;
  /** NZ working days since submission while the applicant waits on the lender. */
  waitingWorkingDays: number | null;
  /** The neighbours in the queue's view the page was opened from (its address's query). */
  neighbours: { previous: string | null; next: string | null; view: string };
}
