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
import { PRIVACY_OFFICER_ROLE } from './access-log.ts';
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
  // Issue 31, decision 143: from the approval to a loan the customer holds.
  'make-offer',
  'accept-offer',
  'expire-offer',
  'cancel',
  'release-payout',
  'activate',
  'close',
] as const;
export type WorkflowEvent = (typeof WORKFLOW_EVENTS)[number];

/** Who raises an event: a staff member, the applicant (owner or status link), or a job. */
export type WorkflowActor =
  | {
      kind: 'staff';
      id: string;
      roles: readonly string[];
      /**
       * The most this person may approve alone, whole dollars: an officer's limit, or an
       * approver's (decision 134); a senior approver has none.
       */
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
  /**
   * The loan the latest complete record assessed (CCCFA s 9C, Responsible Lending Code): an
   * approval is for exactly this amount, at its term (issue 30 finding 1, decision 133). Absent
   * when the caller has no record to offer; the record's gate (`approvalBlock`) then refuses.
   */
  assessedLoan?: AssessedLoan | null;
  /**
   * The decision the application stands on, if any: its outcome and the rank of who made it. A
   * conditional approval is followed only by someone of at least that rank (issue 30 finding 7).
   */
  standingDecision?: { outcome: DecisionOutcome; rank: number } | null;
  /**
   * Why the applicant's identity does not allow an approval, or null when it does (issue 30
   * finding 2): no electronic check meeting the Amended Identity Verification Code of Practice
   * and no documents an approver confirmed (AML/CFT Act s 14-16), a politically exposed person
   * without enhanced due diligence signed off by an approver (s 22, s 26), or a sanctions match.
   * Read apart from the affordability record's verdict, so each gate says its own reason.
   */
  identityBlock: string | null;
  /**
   * The offer's facts (issue 31, decisions 143 and 144): whether it is past its expiry, whether
   * the cancellation period still runs (CCCFA s 27 with s 35), whether the borrower asked in
   * writing for the money before it ends, and who recorded the payout account's check.
   */
  offer?: OfferFacts | null;
}

/** What the policy knows of the application's current offer. */
export interface OfferFacts {
  expired: boolean;
  coolingOffOpen: boolean;
  earlyRelease: boolean;
  /** The staff member who recorded the account check, or null when none is recorded. */
  accountCheckedBy: string | null;
}

/** The loan of an affordability record version, as an approval must match it. */
export interface AssessedLoan {
  version: number;
  amount: number;
  termMonths: number;
}

/** What the event carries: the amount of an approval or proposal, the reason of a decision. */
export interface WorkflowAttempt {
  amount?: number | null;
  reason?: string | null;
  /**
   * The decision checks the open proposal (maker-checker): it must accept the proposal as made,
   * the same outcome and amount (a change is a new proposal, decision 134).
   */
  checksProposal?: boolean;
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
  | { kind: 'needs-record'; detail: string }
  | { kind: 'not-assessed'; assessed: AssessedLoan; amount: number }
  | { kind: 'checker-limit'; limit: number }
  | { kind: 'proposal-changed'; proposal: { outcome: DecisionOutcome; amount: number | null } }
  | { kind: 'outranked' }
  | { kind: 'needs-identity'; detail: string }
  | { kind: 'offer-expired' }
  | { kind: 'cooling-off-ended' }
  | { kind: 'cooling-off-open' }
  | { kind: 'needs-account-check' }
  | { kind: 'own-account-check' };

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
  // Issue 31 (decision 143): staff make the offer of an approval; the applicant signs it; an
  // unsigned offer lapses back to the approval (a job or staff), which may be offered again.
  'make-offer': { from: ['approved'], to: 'offered', by: ['staff'] },
  'accept-offer': { from: ['offered'], to: 'accepted', by: ['applicant'] },
  'expire-offer': { from: ['offered'], to: 'approved', by: ['system', 'staff'] },
  // CCCFA s 27: the borrower cancels within the period, before or after the payout; staff record
  // a cancellation the borrower gave them, with its reason.
  cancel: { from: ['accepted', 'paid-out', 'active'], to: 'cancelled', by: ['applicant', 'staff'] },
  // Decision 144: an approver releases the money, never the one who checked the account.
  'release-payout': {
    from: ['accepted'],
    to: 'paid-out',
    by: ['staff'],
    roles: ['approver', 'senior-approver'],
  },
  // The servicing system booked the loan; it is repaid (closeLoan).
  activate: { from: ['paid-out'], to: 'active', by: ['system'] },
  close: { from: ['active'], to: 'closed', by: ['system'] },
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

/** The outcome each decision event records (the inverse of DECISION_EVENT). */
const OUTCOME_OF: Partial<Record<WorkflowEvent, DecisionOutcome>> = {
  approve: 'approved',
  'approve-conditionally': 'conditionally-approved',
  decline: 'declined',
};

/** An approver or a senior approver: checks proposals, overrides a failed buffer. */
export function isApprover(actor: WorkflowActor): boolean {
  return (
    actor.kind === 'staff' &&
    (actor.roles.includes('approver') || actor.roles.includes('senior-approver'))
  );
}

/** A senior approver decides above the approver's limit (issue 30 "What to build" 6). */
export function isSeniorApprover(actor: WorkflowActor): boolean {
  return actor.kind === 'staff' && actor.roles.includes('senior-approver');
}

/**
 * The rank of a staff member's authority: officer 0, approver 1, senior approver 2. A conditional
 * approval is followed (approved or declined) only by someone of at least its decider's rank.
 */
export function rankOf(actor: WorkflowActor): number {
  if (isSeniorApprover(actor)) return 2;
  return isApprover(actor) ? 1 : 0;
}

/** The most `actor` approves alone, or checks: none for a senior approver. */
export function limitOf(actor: Extract<WorkflowActor, { kind: 'staff' }>): number {
  return isSeniorApprover(actor) ? Number.POSITIVE_INFINITY : actor.approvalLimit;
}

/** What is not a transition: opening the workspace and its parts. */
export const CAPABILITIES = [
  'open-workspace',
  'view-insight',
  'export-queue',
  'override-affordability',
  // Who viewed an applicant's data (Privacy Act 2020 IPP 5, 6; decision 137): the privacy
  // officer, who need not work applications, and approvers.
  'view-access-report',
  // Confirming identity documents an officer recorded, and signing off enhanced due diligence on
  // a politically exposed person (AML/CFT Act s 26(2)(a): senior management approval).
  'confirm-identity',
  // The complaints register (issue 32): any officer or approver works complaints.
  'work-complaints',
  // Hardship applications and loans in arrears (issue 32): any officer or approver.
  'work-hardship',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Whether `actor` may do what is not a transition (page and API guards ask this). */
export function may(actor: WorkflowActor, capability: Capability): boolean {
  if (actor.kind !== 'staff') return false;
  if (capability === 'view-access-report')
    return isApprover(actor) || actor.roles.includes(PRIVACY_OFFICER_ROLE);
  if (!worksApplications(actor.roles)) return false;
  if (capability === 'override-affordability' || capability === 'confirm-identity')
    return isApprover(actor);
  return true;
}

function raiserOf(actor: WorkflowActor): Raiser {
  return actor.kind;
}

function toState(rule: EventRule, from: ApplicationStatus): ApplicationStatus {
  if (rule.to === 'same') return from;
  return typeof rule.to === 'function' ? rule.to(from) : rule.to;
}

/**
 * A proposal's maker-checker (issue 30 finding 7, decision 134; apache/fineract's maker-checker):
 * only an approver checks, never the maker; the checker accepts the proposal as made, and checks
 * only what their own limit covers. Null when `actor` may go on.
 */
function proposalRefusal(
  event: WorkflowEvent,
  actor: Extract<WorkflowActor, { kind: 'staff' }>,
  facts: WorkflowFacts,
  attempt: WorkflowAttempt,
): Refusal | null {
  const proposal = facts.openProposal;
  if (!proposal) return null;
  if (event === 'propose') return { kind: 'proposal-open' };
  // Only an approver decides while a proposal waits; an approver never their own.
  if (!isApprover(actor)) return { kind: 'not-allowed' };
  if (proposal.makerId === actor.id) return { kind: 'own-proposal' };
  if (!attempt.checksProposal) return null;
  const amount = attempt.amount ?? null;
  if (OUTCOME_OF[event] !== proposal.outcome || amount !== proposal.amount)
    return {
      kind: 'proposal-changed',
      proposal: { outcome: proposal.outcome, amount: proposal.amount },
    };
  if (amount !== null && amount > limitOf(actor))
    return { kind: 'checker-limit', limit: actor.approvalLimit };
  return null;
}

/**
 * An approval's own checks: the amount, the limit, the proposal, the affordability record and
 * the loan it assessed (CCCFA s 9C: the lender's inquiries are about the credit it provides).
 */
function approvalRefusal(
  event: WorkflowEvent,
  actor: Extract<WorkflowActor, { kind: 'staff' }>,
  facts: WorkflowFacts,
  attempt: WorkflowAttempt,
): Refusal | null {
  if (attempt.amount === undefined || attempt.amount === null) return { kind: 'needs-amount' };
  const amount = attempt.amount;
  const proposalRefused = proposalRefusal(event, actor, facts, attempt);
  if (proposalRefused) return proposalRefused;
  if (event === 'propose') {
    // Anyone above their own limit proposes: an officer for an approver, an approver for a
    // senior approver (decision 134).
    if (amount <= limitOf(actor)) return { kind: 'within-limit' };
  } else if (!(attempt.checksProposal && facts.openProposal) && amount > limitOf(actor)) {
    // A check is judged on the checker's limit above; anything else on the decider's own.
    return { kind: 'above-limit', limit: actor.approvalLimit };
  }
  if (facts.approvalBlock) return { kind: 'needs-record', detail: facts.approvalBlock };
  // AML/CFT Act s 14-16, s 22 and s 26: no approval, conditional approval or proposal to
  // approve without a verified identity, enhanced due diligence for a PEP, and no sanctions match.
  if (facts.identityBlock) return { kind: 'needs-identity', detail: facts.identityBlock };
  const assessed = facts.assessedLoan;
  if (assessed && assessed.amount !== amount) return { kind: 'not-assessed', assessed, amount };
  return null;
}

/**
 * What follows a decision (issue 30 finding 7): an approval is final here (its cancellation is its
 * own event, a later issue's), and a conditional approval is approved or declined only by
 * someone of at least its decider's rank: an officer does not decline an approver's decision.
 */
function followRefusal(event: WorkflowEvent, actor: WorkflowActor, facts: WorkflowFacts) {
  const standing = facts.standingDecision;
  if (facts.status !== 'conditionally-approved' || !standing) return null;
  if ((event === 'approve' || event === 'decline') && rankOf(actor) < standing.rank)
    return { kind: 'outranked' } as const;
  return null;
}

/**
 * The offer's own checks (issue 31): an expired offer is not accepted; a cancellation only within
 * the period (CCCFA s 27); the payout only after an account check by someone else (four eyes) and
 * after the period, unless the borrower asked in writing for early release (decision 144).
 */
function offerRefusal(
  event: WorkflowEvent,
  actor: WorkflowActor,
  facts: WorkflowFacts,
): Refusal | null {
  const offer = facts.offer;
  if (event === 'accept-offer' && (!offer || offer.expired)) return { kind: 'offer-expired' };
  if (event === 'cancel' && !offer?.coolingOffOpen) return { kind: 'cooling-off-ended' };
  if (event !== 'release-payout') return null;
  if (!offer?.accountCheckedBy) return { kind: 'needs-account-check' };
  if (actor.kind === 'staff' && offer.accountCheckedBy === actor.id)
    return { kind: 'own-account-check' };
  if (offer.coolingOffOpen && !offer.earlyRelease) return { kind: 'cooling-off-open' };
  return null;
}

const NEEDS_REASON: readonly WorkflowEvent[] = ['decline', 'withdraw', 'cancel'];

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
  if (NEEDS_REASON.includes(event) && actor.kind === 'staff' && !attempt.reason)
    return { ok: false, refusal: { kind: 'needs-reason' } };
  const offerRefused = offerRefusal(event, actor, facts);
  if (offerRefused) return { ok: false, refusal: offerRefused };
  const outranked = followRefusal(event, actor, facts);
  if (outranked) return { ok: false, refusal: outranked };
  if (event === 'decline' && actor.kind === 'staff' && facts.openProposal) {
    const refusal = proposalRefusal(event, actor, facts, attempt);
    if (refusal) return { ok: false, refusal };
  }
  if (actor.kind === 'staff' && (APPROVALS.includes(event) || event === 'propose')) {
    const refusal = approvalRefusal(event, actor, facts, attempt);
    if (refusal) return { ok: false, refusal };
  }
  return { ok: true, to: toState(rule, facts.status) };
}

/** Refusals the screen shows beside the control, saying why it cannot be used yet. */
const SHOWN_BLOCKED: readonly Refusal['kind'][] = [
  'needs-record',
  'needs-identity',
  'needs-amount',
  'not-assessed',
  'checker-limit',
  'needs-account-check',
  'own-account-check',
  'cooling-off-open',
];

/**
 * The events `actor` may raise now, for the screen's controls: a decision's reason is assumed
 * given (the form asks for it), and an approval is judged at `amount` (the amount asked for, or
 * the one typed). With a proposal open an approval is judged as its check (the form names it).
 * Those refused only for the record's or the identity's gate, the assessed loan or the checker's limit are kept with
 * their refusal, so the page can show the control with why it cannot be used yet.
 */
export function allowedEvents(
  actor: WorkflowActor,
  facts: WorkflowFacts,
  amount: number | null,
): { event: WorkflowEvent; blockedBy?: Refusal }[] {
  const allowed: { event: WorkflowEvent; blockedBy?: Refusal }[] = [];
  for (const event of WORKFLOW_EVENTS) {
    const checksProposal = facts.openProposal !== null && APPROVALS.includes(event);
    const verdict = judge(event, actor, facts, { amount, reason: 'given', checksProposal });
    if (verdict.ok) allowed.push({ event });
    else if (SHOWN_BLOCKED.includes(verdict.refusal.kind))
      allowed.push({ event, blockedBy: verdict.refusal });
  }
  return allowed;
}
