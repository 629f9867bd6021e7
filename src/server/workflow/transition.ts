import { and, eq, sql } from 'drizzle-orm';
import { offerMessages, offerStaffMessages } from '#content/lending/offer.ts';
import { staffMessages, workflowRefusals } from '#content/staff-workspace.ts';
import {
  STATUS_LABELS,
  type ApplicationStatus,
  type DecisionOutcome,
} from '#domain/staff/status.ts';
import {
  isApprover,
  judge,
  type Refusal,
  type WorkflowActor,
  type WorkflowAttempt,
  type WorkflowEvent,
  type WorkflowFacts,
} from '#domain/staff/workflow-policy.ts';
import type { Database } from '../db/client.ts';
import { applications, staffActions } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One status change asked of the writer. */
export interface TransitionRequest {
  applicationId: string;
  event: WorkflowEvent;
  actor: WorkflowActor;
  /**
   * The workflow version the caller's page showed (a stale one is refused), or null for the
   * applicant and jobs, which act on the application as it is now.
   */
  version: number | null;
  attempt?: WorkflowAttempt;
  /** The policy's facts besides the status, read by the caller in the same transaction. */
  facts?: Partial<Omit<WorkflowFacts, 'status'>>;
  /** A new assignee, written with the status (an assignment). */
  assignedTo?: string;
  /** The audit row: who (staff id, `applicant`, `system:…`), the request, what, and its details. */
  audit: {
    actorId: string;
    requestId: string | null;
    action: string;
    details?: Record<string, unknown>;
  };
  now: Date;
}

export type TransitionResult =
  | { ok: true; from: ApplicationStatus; status: ApplicationStatus; version: number }
  | { ok: false; stale: true }
  | { ok: false; stale: false; refusal: Refusal; from: ApplicationStatus };

/**
 * The one writer of an application's status (issue 29 finding 1, decision 120). In the caller's
 * transaction it locks the row, checks the version, asks the workflow policy (`judge`), sets the
 * status and the assignee, moves the version on and writes the audit row, so the change and its
 * record exist together or not at all. The applicant's own statuses (in progress, submitted) are
 * derived from `complete` by the `status` generated column and never stored: the writer stores a
 * status only when an event moves the application to another one.
 */
export async function writeTransition(
  tx: Transaction,
  request: TransitionRequest,
): Promise<TransitionResult> {
  const [row] = await tx
    .select({ status: applications.status, version: applications.workflowVersion })
    .from(applications)
    .where(eq(applications.id, request.applicationId))
    .for('update');
  if (!row || (request.version !== null && row.version !== request.version))
    return { ok: false, stale: true };
  const from = row.status as ApplicationStatus;
  const facts: WorkflowFacts = {
    status: from,
    openProposal: request.facts?.openProposal ?? null,
    approvalBlock: request.facts?.approvalBlock ?? null,
    assessedLoan: request.facts?.assessedLoan ?? null,
    standingDecision: request.facts?.standingDecision ?? null,
    identityBlock: request.facts?.identityBlock ?? null,
    offer: request.facts?.offer ?? null,
  };
  const verdict = judge(request.event, request.actor, facts, request.attempt);
  if (!verdict.ok) return { ok: false, stale: false, refusal: verdict.refusal, from };
  const [updated] = await tx
    .update(applications)
    .set({
      ...(verdict.to !== from ? { workflowStatus: verdict.to } : {}),
      ...(request.assignedTo !== undefined ? { assignedTo: request.assignedTo } : {}),
      workflowVersion: sql`${applications.workflowVersion} + 1`,
    })
    .where(
      and(
        eq(applications.id, request.applicationId),
        eq(applications.workflowVersion, row.version),
      ),
    )
    .returning({ status: applications.status, version: applications.workflowVersion });
  if (!updated) return { ok: false, stale: true };
  await tx.insert(staffActions).values({
    applicationId: request.applicationId,
    actorId: request.audit.actorId,
    requestId: request.audit.requestId,
    action: request.audit.action,
    details: { ...request.audit.details, event: request.event, status: { from, to: verdict.to } },
    createdAt: request.now,
  });
  return {
    ok: true,
    from,
    status: updated.status as ApplicationStatus,
    version: updated.version,
  };
}

/**
 * A change of the application that is not a status change (a note of what arrived, an item
 * accepted): one version on, so a page that showed the old state is stale. Never the status.
 */
export async function touchWorkflow(
  tx: Transaction | Database,
  applicationId: string,
  version: number | null,
): Promise<{ status: ApplicationStatus; version: number } | undefined> {
  const [updated] = await tx
    .update(applications)
    .set({ workflowVersion: sql`${applications.workflowVersion} + 1` })
    .where(
      version === null
        ? eq(applications.id, applicationId)
        : and(eq(applications.id, applicationId), eq(applications.workflowVersion, version)),
    )
    .returning({ status: applications.status, version: applications.workflowVersion });
  return updated
    ? { status: updated.status as ApplicationStatus, version: updated.version }
    : undefined;
}

const dollars = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  maximumFractionDigits: 0,
});

/** The HTTP answer of a refused transition: the status code and the lender's words. */
export function refusalError(
  result: Extract<TransitionResult, { ok: false }>,
  event: WorkflowEvent,
  outcome?: DecisionOutcome,
  actor?: WorkflowActor,
): HttpError {
  if (result.stale) return new HttpError(412, staffMessages.changedMeanwhile);
  const { refusal } = result;
  switch (refusal.kind) {
    case 'state':
      return new HttpError(409, workflowRefusals.state(result.from, event, outcome));
    case 'not-allowed':
      return new HttpError(403, workflowRefusals.notAllowed(event));
    case 'above-limit':
      return new HttpError(
        403,
        actor && isApprover(actor)
          ? workflowRefusals.aboveApproverLimit(dollars.format(refusal.limit))
          : staffMessages.aboveLimit(dollars.format(refusal.limit)),
      );
    case 'within-limit':
      return new HttpError(422, workflowRefusals.withinLimit);
    case 'own-proposal':
      return new HttpError(403, staffMessages.ownProposal);
    case 'proposal-open':
      return new HttpError(409, workflowRefusals.proposalOpen);
    case 'needs-amount':
      return new HttpError(422, staffMessages.amountRequired, {
        amount: staffMessages.amountRequired,
      });
    case 'needs-reason':
      return new HttpError(422, workflowRefusals.needsReason, {
        reason: workflowRefusals.needsReason,
      });
    case 'needs-record':
    case 'needs-identity':
      return new HttpError(409, refusal.detail);
    case 'offer-expired':
    case 'cooling-off-ended':
    case 'cooling-off-open':
    case 'needs-account-check':
    case 'own-account-check':
      return offerError(refusal.kind);
    default:
      return assessedLoanError(refusal);
  }
}

/** Issue 31's refusals (decisions 143 and 144); a service that knows the day words its own. */
function offerError(
  kind:
    | 'offer-expired'
    | 'cooling-off-ended'
    | 'cooling-off-open'
    | 'needs-account-check'
    | 'own-account-check',
): HttpError {
  switch (kind) {
    case 'offer-expired':
      return new HttpError(409, offerMessages.expired);
    case 'cooling-off-ended':
      return new HttpError(409, offerMessages.cannotCancel);
    case 'cooling-off-open':
      return new HttpError(409, offerStaffMessages.coolingOffOpen('the cancellation period'));
    case 'needs-account-check':
      return new HttpError(409, offerStaffMessages.needsAccountCheck);
    case 'own-account-check':
      return new HttpError(403, offerStaffMessages.ownAccountCheck);
  }
}

/** Issue 30's refusals (decisions 133 and 134): the assessed loan, maker-checker, who follows a decision. */
function assessedLoanError(
  refusal: Extract<
    Refusal,
    { kind: 'not-assessed' | 'checker-limit' | 'proposal-changed' | 'outranked' }
  >,
): HttpError {
  switch (refusal.kind) {
    case 'not-assessed':
      return new HttpError(
        409,
        workflowRefusals.notAssessed(
          {
            amount: dollars.format(refusal.assessed.amount),
            termMonths: refusal.assessed.termMonths,
          },
          dollars.format(refusal.amount),
        ),
        { amount: 'Update the record first.' },
      );
    case 'checker-limit':
      return new HttpError(403, workflowRefusals.checkerLimit(dollars.format(refusal.limit)));
    case 'proposal-changed':
      return new HttpError(
        409,
        workflowRefusals.proposalChanged({
          outcome: STATUS_LABELS[refusal.proposal.outcome].toLowerCase(),
          amount: refusal.proposal.amount === null ? null : dollars.format(refusal.proposal.amount),
        }),
      );
    case 'outranked':
      return new HttpError(403, workflowRefusals.outranked);
  }
}

/** Writes the transition, or throws the refusal's HTTP error (which rolls the transaction back). */
export async function transitionOrThrow(
  tx: Transaction,
  request: TransitionRequest,
  outcome?: DecisionOutcome,
): Promise<Extract<TransitionResult, { ok: true }>> {
  const result = await writeTransition(tx, request);
  if (!result.ok) throw refusalError(result, request.event, outcome, request.actor);
  return result;
}
