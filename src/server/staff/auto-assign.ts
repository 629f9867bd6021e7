import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, applications } from '../db/schema/index.ts';
import { writeTransition } from '../workflow/transition.ts';

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
    // The policy's `assign`, raised by the system, through the one writer (issue 29 finding 1).
    const written = await writeTransition(tx, {
      applicationId,
      event: 'assign',
      actor: { kind: 'system', id: AUTO_ASSIGN_ACTOR },
      version: row.version,
      assignedTo: officer.id,
      audit: {
        actorId: AUTO_ASSIGN_ACTOR,
        requestId: null,
        action: 'assigned',
        details: { from: null, to: officer.id, auto: true },
      },
      now,
    });
    if (!written.ok) return null;
    await tx.update(accounts).set({ autoAssignedAt: now }).where(eq(accounts.id, officer.id));
    return officer.id;
  });
}
