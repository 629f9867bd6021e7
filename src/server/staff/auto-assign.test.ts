import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoAccounts } from '#content/accounts.ts';
import { seedDemoAccounts } from '#server/accounts/seed-demo.ts';
import { accounts, applications, staffActions } from '#server/db/schema/index.ts';
import { applicant, applicationIdOf, saveSteps } from '#server/test-support/loan-application.ts';
import { staffAccount } from '#server/test-support/staff.ts';
import { buildTestApp, testDatabaseOfFile } from '#server/test-support/test-app.ts';
import { AUTO_ASSIGN_ACTOR, AUTO_ASSIGN_JOB } from './auto-assign.ts';

// Auto-assign (issue 20 "The queue", decision 095): a submission is dealt, on the job queue, to
// an officer of its branch in turn; off unless STAFF_AUTO_ASSIGN is set. On PGlite, and on
// PostgreSQL with TEST_POSTGRES_URL.
const database = testDatabaseOfFile();

const officer = (app: FastifyInstance, name: string, branch: string, roles = ['officer']) =>
  staffAccount(app.db, name, roles, branch);

async function submit(app: FastifyInstance, branch: string): Promise<string> {
  const { keys } = await saveSteps(app, applicant({ PreferredBranch: branch }));
  return applicationIdOf(app.db, keys.Token);
}

const assigneeOf = async (app: FastifyInstance, id: string) =>
  (
    await app.db
      .select({ to: applications.assignedTo, status: applications.status })
      .from(applications)
      .where(eq(applications.id, id))
  )[0]!;

/** Waits until the job has assigned the application (the worker polls), at most 20 s. */
async function assigned(app: FastifyInstance, id: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await assigneeOf(app, id);
    if (row.to) return row.to;
    if (Date.now() > deadline) throw new Error('not assigned within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const autoAssignJobs = async (app: FastifyInstance) => {
  const result = await app.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${AUTO_ASSIGN_JOB}`,
  );
  return Number((result as { rows: Array<{ n: number }> }).rows[0]!.n);
};

describe('auto-assign is off by default', () => {
  it('leaves a submission unassigned and queues no job', async () => {
    const { app, close } = await buildTestApp({ database: database.handle });
    try {
      await officer(app, 'idle', 'online');
      const id = await submit(app, 'online');
      expect(await assigneeOf(app, id)).toEqual({ to: null, status: 'submitted' });
      expect(await autoAssignJobs(app)).toBe(0);
    } finally {
      await close();
    }
  });
});

/** Runs `check` on an app with auto-assign and its worker on, and none of the seeded staff. */
async function withAutoAssign(check: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const { app, close } = await buildTestApp({
    database: database.handle,
    env: { STAFF_AUTO_ASSIGN: 'true', BACKGROUND_WORKER: 'true' },
  });
  try {
    await app.db.delete(accounts).where(eq(accounts.kind, 'staff'));
    await check(app);
  } finally {
    await close();
  }
}

describe('with STAFF_AUTO_ASSIGN, a submission goes to its branch officers in turn', () => {
  it('deals round robin among the branch officers, only to officers of that branch', async () => {
    await withAutoAssign(async (app) => {
      const first = await officer(app, 'aroha', '7');
      const second = await officer(app, 'wiremu', '7');
      await officer(app, 'elsewhere', '8');
      await officer(app, 'approver', '7', ['approver']);
      const dealt: string[] = [];
      for (let n = 0; n < 3; n++) dealt.push(await assigned(app, await submit(app, '7')));
      expect(dealt).toEqual([first, second, first]);
      const last = await app.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.actorId, AUTO_ASSIGN_ACTOR));
      expect(last).toHaveLength(3);
      expect(last[0]!.details).toMatchObject({
        to: first,
        status: { from: 'submitted', to: 'in-review' },
        auto: true,
      });
      const [row] = await app.db
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.assignedTo, first))
        .limit(1);
      expect(row!.status).toBe('in-review');
    });
  });

  it('gives the demo officer the submissions of their branch, Wellington', async () => {
    await withAutoAssign(async (app) => {
      await seedDemoAccounts(app.db, demoAccounts);
      const [demoOfficer] = await app.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, 'staff@kowhai.example.nz'));
      expect(await assigned(app, await submit(app, '111'))).toBe(demoOfficer!.id);
    });
  });
});
