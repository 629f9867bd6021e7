import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, applications, staffActions } from '../db/schema/index.ts';

export const AUTO_ASSIGN_JOB = 'staff.auto-assign';
/** The actor of an automatic assignment in `staff_actions`: no person, the rule. */
export const AUTO_ASSIGN_ACTOR = 'system:auto-assign';

/**
 * Assigns a newly submitted application to an officer of its branch, round robin (issue 20,
 * decision 095): the branch's officer whose last automatic assignment is oldest (never first),
 * then by id. The branch's officers are locked for the choice, so two submissions at once go to
 * two officers. An application already assigned, no longer submitted, without a branch, or whose
 * branch has no officer is left for people: the queue shows it unassigned.
 */
export async function autoAssign(
  deps: { db: Database; clock: () => Date },
  applicationId: string,
): Promise<string | null> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        branch: applications.branch,
        status: applications.status,
        assignedTo: applications.assignedTo,
        version: applications.workflowVersion,
      })
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!row || row.assignedTo || row.status !== 'submitted' || !row.branch) return null;
    const officers = await tx
      .select({ id: accounts.id, last: accounts.autoAssignedAt })
      .from(accounts)
      .where(
        and(
          eq(accounts.kind, 'staff'),
          eq(accounts.staffBranch, row.branch),
          sql`${accounts.roles} @> '["officer"]'::jsonb`,
        ),
      )
      .orderBy(sql`${accounts.autoAssignedAt} asc nulls first`, accounts.id)
      .for('update');
    const officer = officers[0];
    if (!officer) return null;
    const [updated] = await tx
      .update(applications)
      .set({
        assignedTo: officer.id,
        workflowStatus: 'in-review',
        workflowVersion: sql`${applications.workflowVersion} + 1`,
      })
      .where(
        and(
          eq(applications.id, applicationId),
          eq(applications.workflowVersion, row.version),
          isNull(applications.assignedTo),
        ),
      )
      .returning({ id: applications.id });
    if (!updated) return null;
    await tx.update(accounts).set({ autoAssignedAt: now }).where(eq(accounts.id, officer.id));
    await tx.insert(staffActions).values({
      applicationId,
      actorId: AUTO_ASSIGN_ACTOR,
      requestId: null,
      action: 'assigned',
      details: {
        from: null,
        to: officer.id,
        status: { from: 'submitted', to: 'in-review' },
        auto: true,
      },
      createdAt: now,
    });
    return officer.id;
  });
}
