import { and, eq, ne } from 'drizzle-orm';
import { decisionEmails, decisionReasons, staffMessages } from '#content/staff-workspace.ts';
import type { DecideRequest } from '#domain/contracts/staff.ts';
import { decisionBlock } from '#domain/lending/affordability.ts';
import type { ApplicationStatus, DecisionOutcome } from '#domain/staff/status.ts';
import {
  DECISION_EVENT,
  limitOf,
  type WorkflowActor,
  type WorkflowEvent,
  type WorkflowFacts,
} from '#domain/staff/workflow-policy.ts';
import { applicationDecisions } from '../db/schema/index.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { HttpError } from '../http-error.ts';
import { recordDecisionEvent } from '../insight/record.ts';
import { decisionsOf, recordVersion } from '../lending/affordability-records.ts';
import { identityBlock } from '../lending/identity-gate.ts';
import { oweDecisionLetter } from '../lending/decision-letters.ts';
import { transitionOrThrow, type Transaction } from '../workflow/transition.ts';
import { standingDecision } from './standing-decision.ts';
import {
  findForStaff,
  staffAudit,
  workflowActor,
  type WorkspaceDeps,
  type WorkspaceRow,
} from './workflow.ts';

function checkDecision(body: DecideRequest): void {
  const reasons: readonly string[] = decisionReasons[body.outcome];
  if (!reasons.includes(body.reason))
    throw new HttpError(422, staffMessages.unknownReason, { reason: staffMessages.unknownReason });
  if (body.outcome !== 'declined' && body.amount === undefined)
    throw new HttpError(422, staffMessages.amountRequired, {
      amount: staffMessages.amountRequired,
    });
}

/**
 * The event a decision raises: anyone above their own limit who asks to propose, proposes (an
 * officer for an approver, an approver for a senior approver: decision 134).
 */
function eventOf(actor: WorkflowActor, body: DecideRequest): WorkflowEvent {
  const aboveLimit =
    actor.kind === 'staff' &&
    body.proposalId === undefined &&
    body.outcome !== 'declined' &&
    (body.amount ?? 0) > limitOf(actor);
  return aboveLimit && body.propose ? 'propose' : DECISION_EVENT[body.outcome];
}

/**
 * The policy's facts of a decision, read in its transaction (issue 29 finding 3): the open
 * proposal, what the latest affordability record allows (issue 21, decision 096: no approval
 * without a complete record, none on a failed buffer unless an approver overrode it), the loan it
 * assessed (issue 30 finding 1, CCCFA s 9C) the decision the application stands on, and what
 * the applicant's identity allows (issue 30 finding 2, decision 135: AML/CFT Act s 14-16, s 22,
 * s 26; identity-gate.ts).
 */
async function decisionFacts(
  tx: Transaction,
  deps: WorkspaceDeps,
  row: WorkspaceRow,
  proposalId: number | undefined,
): Promise<{ facts: Omit<WorkflowFacts, 'status'>; recordVersion: number | null }> {
  const [open] = await tx
    .select()
    .from(applicationDecisions)
    .where(and(decisionsOf(row.id, 'proposal'), eq(applicationDecisions.state, 'open')))
    .for('update');
  if (proposalId !== undefined && open?.id !== proposalId)
    throw new HttpError(409, staffMessages.noOpenProposal);
  const latest = await recordVersion({ db: tx, config: deps.config }, row.id);
  const block = latest ? decisionBlock(latest.assessment, 'approve') : null;
  const missing = latest?.assessment.missing ?? [];
  const identity = await identityBlock(tx, row.id);
  return {
    facts: {
      openProposal: open
        ? { makerId: open.decidedBy, outcome: open.outcome as DecisionOutcome, amount: open.amount }
        : null,
      approvalBlock: !latest
        ? staffMessages.noAffordabilityRecord
        : block && (missing.length ? `${block} ${missing.join(' ')}` : block),
      assessedLoan: latest && {
        version: latest.version,
        amount: latest.record.loan.amount,
        termMonths: latest.record.loan.termMonths,
      },
      standingDecision: await standingDecision(tx, row.id),
      identityBlock: identity,
    },
    recordVersion: latest?.version ?? null,
  };
}

/**
 * Records a decision or an officer's proposal (issue 20 "Decisions") through the one transition
 * writer: the workflow policy judges it on the facts read in the same transaction (limit,
 * maker-checker, the affordability record for an approval, a reason for a decline). A decision
 * owes its letter (recorded here, made by the letters job) and emails the applicant, in the same
 * transaction. A stale version answers 412, a refusal its policy's code.
 */
export async function decide(
  deps: WorkspaceDeps,
  reference: string,
  body: DecideRequest,
): Promise<{ status: ApplicationStatus; version: number; kind: 'decision' | 'proposal' }> {
  const row = await findForStaff(deps.db, reference);
  if (row.workflowVersion !== body.version)
    throw new HttpError(412, staffMessages.changedMeanwhile);
  checkDecision(body);
  const actor = await workflowActor(deps);
  const event = eventOf(actor, body);
  const kind = event === 'propose' ? 'proposal' : 'decision';
  const amount = body.outcome === 'declined' ? null : (body.amount ?? null);
  const changed = await deps.db.transaction(async (tx) => {
    const { facts, recordVersion } = await decisionFacts(tx, deps, row, body.proposalId);
    const written = await transitionOrThrow(
      tx,
      {
        applicationId: row.id,
        event,
        actor,
        version: body.version,
        attempt: { amount, reason: body.reason, checksProposal: body.proposalId !== undefined },
        facts,
        audit: {
          ...staffAudit(deps),
          action: kind === 'proposal' ? 'proposed' : 'decided',
          details: {
            outcome: body.outcome,
            amount,
            reason: body.reason,
            proposalId: body.proposalId ?? null,
          },
        },
        now: deps.now,
      },
      body.outcome,
    );
    await recordDecisionRow(tx, deps, row, body, { kind, amount, recordVersion });
    return written;
  });
  if (kind === 'decision') {
    // The funnel's decided and approved stages (issue 22): the outcome as decided; the funnel
    // counts a conditional approval as approved (APPROVING_OUTCOMES).
    await recordDecisionEvent(
      { db: deps.db, clock: () => deps.now, log: deps.log },
      { applicationId: row.id, outcome: body.outcome },
    );
    // Wakes the letters job without holding the answer (its schedule catches up anyway).
    void deps.lettersOwed();
  }
  return { status: changed.status, version: changed.version, kind };
}

/**
 * The decision's or proposal's own row, in its transaction: a decided proposal closes, and a
 * decision emails the applicant and owes its letter (decision 121).
 */
async function recordDecisionRow(
  tx: Transaction,
  deps: WorkspaceDeps,
  row: WorkspaceRow,
  body: DecideRequest,
  made: { kind: 'decision' | 'proposal'; amount: number | null; recordVersion: number | null },
): Promise<void> {
  const [decision] = await tx
    .insert(applicationDecisions)
    .values({
      applicationId: row.id,
      kind: made.kind,
      outcome: body.outcome,
      amount: made.amount,
      reason: body.reason,
      comment: body.comment,
      decidedBy: deps.actor.id,
      state: made.kind === 'proposal' ? 'open' : 'final',
      proposalId: body.proposalId ?? null,
      affordabilityVersion: made.recordVersion,
      createdAt: deps.now,
    })
    .returning({ id: applicationDecisions.id });
  if (body.proposalId !== undefined)
    await tx
      .update(applicationDecisions)
      .set({ state: 'checked' })
      .where(eq(applicationDecisions.id, body.proposalId));
  if (made.kind === 'proposal') return;
  // Another decision voids a proposal still open (issue 30 finding 7): it can never be checked
  // after the application was decided otherwise.
  await tx
    .update(applicationDecisions)
    .set({ state: 'void' })
    .where(
      and(
        eq(applicationDecisions.applicationId, row.id),
        eq(applicationDecisions.kind, 'proposal'),
        eq(applicationDecisions.state, 'open'),
        ne(applicationDecisions.id, decision!.id),
      ),
    );
  await emailDecision(tx, row, body.outcome);
  await oweDecisionLetter(tx, {
    applicationId: row.id,
    decisionId: decision!.id,
    outcome: body.outcome,
    amount: made.amount,
    reason: body.reason,
    recordVersion: made.recordVersion,
    decidedBy: deps.actor.id,
    now: deps.now,
  });
}

/** The decision email through the outbox, in the decision's transaction. */
async function emailDecision(
  tx: Transaction,
  row: WorkspaceRow,
  outcome: DecisionOutcome,
): Promise<void> {
  if (!row.applicantEmail) return;
  const reference = String(row.referenceNumber);
  const firstName = typeof row.formData.FirstName === 'string' ? row.formData.FirstName : '';
  await enqueueEmail(tx, {
    kind: `decision-${outcome}`,
    to: row.applicantEmail,
    subject: decisionEmails.subject(reference),
    text: decisionEmails.text(firstName, reference, outcome),
  });
}
