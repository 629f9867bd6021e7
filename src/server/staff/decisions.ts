import { and, eq } from 'drizzle-orm';
import { decisionEmails, decisionReasons, staffMessages } from '#content/staff-workspace.ts';
import type { DecideRequest } from '#domain/contracts/staff.ts';
import {
  nextStatus,
  transitionRefusedMessage,
  type ApplicationStatus,
  type DecisionOutcome,
} from '#domain/staff/status.ts';
import { applicationDecisions, accounts } from '../db/schema/index.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { HttpError } from '../http-error.ts';
import { recordStaffAction } from './access.ts';
import { changeWorkflow, findForStaff, type WorkspaceDeps, type WorkspaceRow } from './workflow.ts';
import { recordDecisionEvent } from '../insight/record.ts';

const dollars = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  maximumFractionDigits: 0,
});

/**
 * A check that runs before any decision is recorded (the seam for the responsible-lending
 * affordability record, issue 21): it throws an HttpError to refuse the decision.
 */
export type DecisionPreCheck = (
  deps: WorkspaceDeps,
  application: WorkspaceRow,
  decision: DecideRequest,
) => Promise<void | DecisionExtras>;
export const decisionPreChecks: DecisionPreCheck[] = [];

/** What a pre-check adds to the decision's row: the affordability record's version (issue 21). */
export interface DecisionExtras {
  affordabilityVersion?: number;
}

/**
 * Work after a decision is recorded (issue 21's disclosure statement and decline notice). Runs
 * once the decision's transaction committed; a failure is logged and leaves the decision standing.
 */
export type DecisionFollowUp = (
  deps: WorkspaceDeps,
  application: WorkspaceRow,
  decision: DecideRequest & { affordabilityVersion?: number },
) => Promise<void>;
export const decisionFollowUps: DecisionFollowUp[] = [];

/** An officer's approval limit: their account's, or the configured default. */
async function approvalLimit(deps: WorkspaceDeps, staffId: string): Promise<number> {
  const [row] = await deps.db
    .select({ limit: accounts.approvalLimit })
    .from(accounts)
    .where(eq(accounts.id, staffId));
  return row?.limit ?? deps.officerApprovalLimit;
}

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
 * Records a decision or an officer's proposal (issue 20 "Decisions"). An officer decides up to
 * their approval limit; above it they propose (`propose`) and an approver decides the proposal,
 * never its own maker (maker-checker). A decision is final: a later one follows it. A stale
 * version answers 412, a transition the status machine refuses 409.
 */
export async function decide(
  deps: WorkspaceDeps,
  reference: string,
  body: DecideRequest,
): Promise<{ status: ApplicationStatus; version: number; kind: 'decision' | 'proposal' }> {
  const { actor } = deps;
  const row = await findForStaff(deps.db, reference);
  if (row.workflowVersion !== body.version)
    throw new HttpError(412, staffMessages.changedMeanwhile);
  checkDecision(body);
  const isApprover = actor.roles.includes('approver');
  const proposal = body.proposalId ? await openProposal(deps, row, body.proposalId) : undefined;
  const next = nextStatus(row.status as ApplicationStatus, 'decide', body.outcome);
  if (!next)
    throw new HttpError(409, transitionRefusedMessage(row.status as ApplicationStatus, 'decide'));
  const overLimit =
    !isApprover &&
    body.outcome !== 'declined' &&
    (body.amount ?? 0) > (await approvalLimit(deps, actor.id));
  if (overLimit && !body.propose)
    throw new HttpError(
      403,
      staffMessages.aboveLimit(dollars.format(await approvalLimit(deps, actor.id))),
    );
  const extras: DecisionExtras = {};
  for (const check of decisionPreChecks) Object.assign(extras, await check(deps, row, body));
  const kind = overLimit ? 'proposal' : 'decision';
  const changed = await deps.db.transaction(async (tx) => {
    const updated = await changeWorkflow(
      tx,
      row,
      body.version,
      kind === 'decision' ? { workflowStatus: next } : {},
    );
    if (!updated) return undefined;
    await tx.insert(applicationDecisions).values({
      applicationId: row.id,
      kind,
      outcome: body.outcome,
      amount: body.outcome === 'declined' ? null : (body.amount ?? null),
      reason: body.reason,
      comment: body.comment,
      decidedBy: actor.id,
      state: kind === 'proposal' ? 'open' : 'final',
      proposalId: proposal?.id ?? null,
      affordabilityVersion: extras.affordabilityVersion ?? null,
      createdAt: deps.now,
    });
    if (proposal)
      await tx
        .update(applicationDecisions)
        .set({ state: 'checked' })
        .where(eq(applicationDecisions.id, proposal.id));
    await recordStaffAction(
      tx,
      actor,
      deps.request,
      {
        applicationId: row.id,
        action: kind === 'proposal' ? 'proposed' : 'decided',
        details: {
          outcome: body.outcome,
          amount: body.amount ?? null,
          reason: body.reason,
          from: row.status,
          to: kind === 'decision' ? next : row.status,
          proposalId: proposal?.id ?? null,
        },
      },
      deps.now,
    );
    if (kind === 'decision') await emailDecision(tx, row, body.outcome);
    return updated;
  });
  if (!changed) throw new HttpError(412, staffMessages.changedMeanwhile);
  // The funnel's decided and approved stages (issue 22): the outcome as decided; the funnel
  // counts a conditional approval as approved (APPROVING_OUTCOMES).
  if (kind === 'decision')
    await recordDecisionEvent(
      { db: deps.db, clock: () => deps.now, log: deps.request.log },
      { applicationId: row.id, outcome: body.outcome },
    );
  if (kind === 'decision')
    for (const followUp of decisionFollowUps)
      await followUp(deps, row, { ...body, ...extras }).catch((error: unknown) =>
        deps.request.log.error({ err: error }, 'a decision follow-up failed'),
      );
  return { status: changed.status as ApplicationStatus, version: changed.workflowVersion, kind };
}

async function openProposal(deps: WorkspaceDeps, row: WorkspaceRow, id: number) {
  if (!deps.actor.roles.includes('approver')) throw new HttpError(403, staffMessages.onlyApprovers);
  const [proposal] = await deps.db
    .select()
    .from(applicationDecisions)
    .where(
      and(
        eq(applicationDecisions.id, id),
        eq(applicationDecisions.applicationId, row.id),
        eq(applicationDecisions.kind, 'proposal'),
        eq(applicationDecisions.state, 'open'),
      ),
    );
  if (!proposal) throw new HttpError(409, staffMessages.noOpenProposal);
  if (proposal.decidedBy === deps.actor.id) throw new HttpError(403, staffMessages.ownProposal);
  return proposal;
}

/** The decision email through the outbox, in the decision's transaction. */
async function emailDecision(
  tx: Parameters<Parameters<WorkspaceDeps['db']['transaction']>[0]>[0],
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
