import { and, desc, eq } from 'drizzle-orm';
import type { DecisionOutcome } from '#domain/staff/status.ts';
import { rankOf, type WorkflowActor, type WorkflowFacts } from '#domain/staff/workflow-policy.ts';
import type { Database } from '../db/client.ts';
import { accounts, applicationDecisions } from '../db/schema/index.ts';

/**
 * The decision the application stands on: the latest one, with the rank of who made it (their
 * roles now), so a conditional approval is followed only by someone of at least that rank.
 */
export async function standingDecision(
  tx: Pick<Database, 'select'>,
  applicationId: string,
): Promise<WorkflowFacts['standingDecision']> {
  const [last] = await tx
    .select({ outcome: applicationDecisions.outcome, roles: accounts.roles })
    .from(applicationDecisions)
    .leftJoin(accounts, eq(accounts.id, applicationDecisions.decidedBy))
    .where(
      and(
        eq(applicationDecisions.applicationId, applicationId),
        eq(applicationDecisions.kind, 'decision'),
      ),
    )
    .orderBy(desc(applicationDecisions.id))
    .limit(1);
  if (!last) return null;
  const decider: WorkflowActor = {
    kind: 'staff',
    id: '',
    roles: last.roles ?? [],
    approvalLimit: 0,
  };
  return { outcome: last.outcome as DecisionOutcome, rank: rankOf(decider) };
}
