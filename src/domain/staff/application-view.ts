import type { ApplicationStatus, DecisionOutcome } from './status.ts';

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
  history: { at: string; actor: string; what: string }[];
  staff: { id: string; email: string }[];
  reasons: Record<DecisionOutcome, readonly string[]>;
  me: { id: string; roles: string[]; approvalLimit: number };
}

export type StaffApplicationPage =
  | { state: 'sign-in-required' }
  | { state: 'not-allowed' }
  | { state: 'not-found' }
  | ({ state: 'ok' } & StaffApplicationView);
