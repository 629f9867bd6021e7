/**
 * The workflow policy of an application (issue 29 "What to build" 1): every event that moves an
 * application, the states it may start from, the state it leads to, who may raise it and what it
 * needs. The server's one transition writer asks it before it writes; the page and API guards ask
 * `may` for what is not a transition; the staff pages ask `allowedEvents` so a screen offers
 * exactly what the server accepts. A later issue adds its states and events to these tables.
 *
 * Pure: the facts (status, amount, open proposal, the affordability record's verdict) come from
 * the caller, which reads them in the transaction that writes.
 */
import {
  worksApplications,
  type ApplicationStatus,
  type DecisionOutcome,
  type StaffRoleName,
} from './status.ts';

export const WORKFLOW_EVENTS = [
  'assign',
  'request-information',
  'information-complete',
  'propose',
  'approve',
  'approve-conditionally',
  'decline',
  'withdraw',
] as const;
export type WorkflowEvent = (typeof WORKFLOW_EVENTS)[number];

/** Who raises an event: a staff member, the applicant (owner or status link), or a job. */
export type WorkflowActor =
  | {
      kind: 'staff';
      id: string;
      roles: readonly string[];
      /** The most an officer may approve alone, whole dollars. */
      approvalLimit: number;
    }
  | { kind: 'applicant' }
  | { kind: 'system'; id: string };

/** What the policy needs to know of the application, read where the change is written. */
export interface WorkflowFacts {
  status: ApplicationStatus;
  /** The open proposal waiting for an approver, if any. */
  openProposal: { makerId: string; outcome: DecisionOutcome; amount: number | null } | null;
  /**
   * Why the affordability and suitability record does not allow an approval (what is missing, or
   * a failed buffer without an override), or null when it does (issue 21, decision 096).
   */
  approvalBlock: string | null;
}

/** What the event carries: the amount of an approval or proposal, the reason of a decision. */
export interface WorkflowAttempt {
  amount?: number | null;
  reason?: string | null;
}

/** Why the policy refuses; the server words each with the lender's messages and a status code. */
export type Refusal =
  | { kind: 'state'; from: ApplicationStatus; event: WorkflowEvent }
  | { kind: 'not-allowed' }
  | { kind: 'above-limit'; limit: number }
  | { kind: 'within-limit' }
  | { kind: 'own-proposal' }
  | { kind: 'proposal-open' }
  | { kind: 'needs-amount' }
  | { kind: 'needs-reason' }
  | { kind: 'needs-record'; detail: string };

export type Verdict = { ok: true; to: ApplicationStatus } | { ok: false; refusal: Refusal };

type Raiser = 'staff' | 'applicant' | 'system';

interface EventRule {
  from: readonly ApplicationStatus[];
  /** The state after the event; `same` keeps the status (an assignment in review, a proposal). */
  to: ApplicationStatus | 'same' | ((from: ApplicationStatus) => ApplicationStatus);
  by: readonly Raiser[];
  /** Staff roles that may raise it (any staff role when absent). */
  roles?: readonly StaffRoleName[];
}

/** The applicant's own statuses and the ones staff work; decided states are final here. */
const UNDECIDED: readonly ApplicationStatus[] = [
  'in-progress',
  'submitted',
  'in-review',
  'information-requested',
];
const IN_REVIEW: readonly ApplicationStatus[] = ['in-review', 'information-requested'];

export const WORKFLOW_RULES: Readonly<Record<WorkflowEvent, EventRule>> = {
  // Assigning a submitted application starts its review; reassigning keeps the status. A job
  // (auto-assign, decision 095) assigns as the system.
  assign: {
    from: UNDECIDED,
    to: (from) => (from === 'submitted' ? 'in-review' : from),
    by: ['staff', 'system'],
  },
  'request-information': { from: IN_REVIEW, to: 'information-requested', by: ['staff'] },
  // Everything asked for is in: the applicant's last answer (or staff asking no more).
  'information-complete': {
    from: ['information-requested'],
    to: 'in-review',
    by: ['applicant', 'staff', 'system'],
  },
  // An officer above their approval limit proposes; an approver decides it (maker-checker).
  propose: { from: [...IN_REVIEW, 'conditionally-approved'], to: 'same', by: ['staff'] },
  approve: { from: [...IN_REVIEW, 'conditionally-approved'], to: 'approved', by: ['staff'] },
  'approve-conditionally': { from: IN_REVIEW, to: 'conditionally-approved', by: ['staff'] },
  // A decline needs a reason, not an affordability record: stale and spam applications are
  // declined before anyone assesses them (issue 29 finding 8).
  decline: {
    from: [...UNDECIDED, 'conditionally-approved'],
    to: 'declined',
    by: ['staff'],
  },
  // The applicant withdraws an undecided application; staff record a withdrawal they asked for.
  withdraw: { from: UNDECIDED, to: 'withdrawn', by: ['applicant', 'staff'] },
};

/** The longest reason a withdrawal may give (the staff contract and its form use it). */
export const WITHDRAW_REASON_MAX = 500;

/** The event that records each decision outcome. */
export const DECISION_EVENT: Readonly<Record<DecisionOutcome, WorkflowEvent>> = {
  approved: 'approve',
  'conditionally-approved': 'approve-conditionally',
  declined: 'decline',
};

const APPROVALS: readonly WorkflowEvent[] = ['approve', 'approve-conditionally'];

export function isApprover(actor: WorkflowActor): boolean {
  return actor.kind === 'staff' && actor.roles.includes('approver');
}

/** What is not a transition: opening the workspace and its parts. */
export const CAPABILITIES = [
  'open-workspace',
  'view-insight',
  'export-queue',
  'override-affordability',
  // The complaints register (issue 32): any officer or approver works complaints.
  'work-complaints',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Whether `actor` may do what is not a transition (page and API guards ask this). */
export function may(actor: WorkflowActor, capability: Capability): boolean {
  if (actor.kind !== 'staff' || !worksApplications(actor.roles)) return false;
  if (capability === 'override-affordability') return isApprover(actor);
  return true;
}

function raiserOf(actor: WorkflowActor): Raiser {
  return actor.kind;
}

function toState(rule: EventRule, from: ApplicationStatus): ApplicationStatus {
  if (rule.to === 'same') return from;
  return typeof rule.to === 'function' ? rule.to(from) : rule.to;
}

/** An approval's own checks: the amount, the limit, the proposal, the affordability record. */
function approvalRefusal(
  event: WorkflowEvent,
  actor: Extract<WorkflowActor, { kind: 'staff' }>,
  facts: WorkflowFacts,
  attempt: WorkflowAttempt,
): Refusal | null {
  if (attempt.amount === undefined || attempt.amount === null) return { kind: 'needs-amount' };
  const proposal = facts.openProposal;
  // Only an approver decides a proposal; an approver never their own (maker-checker).
  if (proposal && event !== 'propose' && !isApprover(actor)) return { kind: 'not-allowed' };
  if (proposal && proposal.makerId === actor.id) return { kind: 'own-proposal' };
  if (event === 'propose') {
    if (proposal) return { kind: 'proposal-open' };
    if (isApprover(actor) || attempt.amount <= actor.approvalLimit) return { kind: 'within-limit' };
  } else if (!isApprover(actor)) {
    // An officer decides within their limit only.
    if (attempt.amount > actor.approvalLimit)
      return { kind: 'above-limit', limit: actor.approvalLimit };
  }
  if (facts.approvalBlock) return { kind: 'needs-record', detail: facts.approvalBlock };
  return null;
}

/** The policy's verdict on `event` raised by `actor` on an application with `facts`. */
export function judge(
  event: WorkflowEvent,
  actor: WorkflowActor,
  facts: WorkflowFacts,
  attempt: WorkflowAttempt = {},
): Verdict {
  const rule = WORKFLOW_RULES[event];
  if (!rule.by.includes(raiserOf(actor))) return { ok: false, refusal: { kind: 'not-allowed' } };
  if (actor.kind === 'staff') {
    if (!worksApplications(actor.roles)) return { ok: false, refusal: { kind: 'not-allowed' } };
    if (rule.roles && !rule.roles.some((role) => actor.roles.includes(role)))
      return { ok: false, refusal: { kind: 'not-allowed' } };
  }
  if (!rule.from.includes(facts.status))
    return { ok: false, refusal: { kind: 'state', from: facts.status, event } };
  if ((event === 'decline' || event === 'withdraw') && actor.kind === 'staff' && !attempt.reason)
    return { ok: false, refusal: { kind: 'needs-reason' } };
  if (actor.kind === 'staff' && (APPROVALS.includes(event) || event === 'propose')) {
    const refusal = approvalRefusal(event, actor, facts, attempt);
    if (refusal) return { ok: false, refusal };
  }
  return { ok: true, to: toState(rule, facts.status) };
}

/**
 * The events `actor` may raise now, for the screen's controls: a decision's reason is assumed
 * given (the form asks for it), and an approval is judged at `amount` (the amount asked for, or
 * the one typed). Those refused only for the record's gate are kept with their refusal, so the
 * page can show the control with why it cannot be used yet.
 */
export function allowedEvents(
  actor: WorkflowActor,
  facts: WorkflowFacts,
  amount: number | null,
): { event: WorkflowEvent; blockedBy?: Refusal }[] {
  const allowed: { event: WorkflowEvent; blockedBy?: Refusal }[] = [];
  for (const event of WORKFLOW_EVENTS) {
    const verdict = judge(event, actor, facts, { amount, reason: 'given' });
    if (verdict.ok) allowed.push({ event });
    else if (verdict.refusal.kind === 'needs-record' || verdict.refusal.kind === 'needs-amount')
      allowed.push({ event, blockedBy: verdict.refusal });
  }
  return allowed;
}
