import { eq } from 'drizzle-orm';
import type { DecisionOutcome } from '#domain/staff/status.ts';
import { rankOf, type WorkflowActor, type WorkflowFacts } from '#domain/staff/workflow-policy.ts';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { lastDecision } from '../lending/affordability-records.ts';

/**
 * The decision the application stands on: the latest one, with the rank of who made it (their
 * roles now), so a conditional approval is followed only by someone of at least that rank.
 */
export async function standingDecision(
  tx: Pick<Database, 'select'>,
  applicationId: string,
): Promise<WorkflowFacts['standingDecision']> {
  const last = await lastDecision(tx, applicationId);
  if (!last) return null;
  const [by] = await tx
    .select({ roles: accounts.roles })
    .from(accounts)
    .where(eq(accounts.id, last.decidedBy));
  const decider: WorkflowActor = {
    kind: 'staff',
    id: '',
    roles: by?.roles ?? [],
    approvalLimit: 0,
  };
  return { outcome: last.outcome as DecisionOutcome, rank: rankOf(decider) };
}
