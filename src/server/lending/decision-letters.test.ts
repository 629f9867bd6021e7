import { decisionReasons } from '#content/staff-workspace.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { staffMessages } from '#content/staff-workspace.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import { accounts, decisionLetters, emailOutbox } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http-error.ts';
import { loadSiteConfig } from '#server/site-config.ts';
import { decide } from '#server/staff/decisions.ts';
import type { WorkspaceDeps } from '#server/staff/workflow.ts';
import { approvalBody, saveCompleteRecord } from '#server/test-support/lending.ts';
import { signedInStaff } from '#server/test-support/staff.ts';
import {
  buildTestApp,
  openTestDatabase,
  testEnv,
  type TestDatabaseHandle,
} from '#server/test-support/test-app.ts';
import { LETTER_ATTEMPTS, produceOwedLetters } from './decision-letters.ts';
import { insertSubmittedApplication } from '#server/loan-application/submitted-application.ts';

// Issue 29 finding 3: the affordability gate is read in the decision's transaction, not installed
// by a route file; the decision's letter is owed in that transaction and made by a job that
// retries it, with its state shown in the workspace.

const now = new Date('2026-07-13T22:00:00Z');

const inReview = (db: TestDatabaseHandle['db'], last: string) =>
  insertSubmittedApplication(db, {
    workflowStatus: 'in-review',
    applicantEmail: `aroha.${last}@example.co.nz`.toLowerCase(),
    formData: { FirstName: 'Aroha', LastName: last, LoanAmount: '5000', LoanPurpose: 'Car' },
  });

describe('the decision service on a database alone, no app and no routes registered', () => {
  let handle: TestDatabaseHandle;
  let deps: WorkspaceDeps;
  beforeAll(async () => {
    handle = await openTestDatabase();
    const id = randomUUID();
    await handle.db.insert(accounts).values({
      id,
      kind: 'staff',
      email: 'o@kowhai.example.nz',
      passwordHash: 'x',
      roles: ['officer'],
    });
    const env = testEnv();
    deps = {
      db: handle.db,
      config: { site: loadSiteConfig(), env, referrerKeys: new Map(), publicBaseUrl: 'http://x' },
      actor: { id, roles: ['officer'] },
      requestId: null,
      log: pino({ level: 'silent' }),
      now,
      officerApprovalLimit: 10_000,
      links: { baseUrl: 'http://x', days: 30 },
      lettersOwed: async () => {},
    };
  }, 240_000);
  afterAll(async () => handle.close());

  const body = (outcome: 'approved' | 'declined') => ({
    outcome,
    ...(outcome === 'approved' ? { amount: 5000 } : {}),
    reason: outcome === 'approved' ? 'Meets lending criteria' : 'Outside our lending policy',
    comment: 'Checked',
    version: 0,
  });

  it('still refuses an approval without a complete affordability record (409)', async () => {
    const { reference } = await inReview(handle.db, 'Gate');
    const refused = await decide(deps, reference, body('approved')).catch((error) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 409,
      message: staffMessages.noAffordabilityRecord,
    });
  });

  it('declines with a reason and no record (finding 8), owing the decline notice', async () => {
    const { id, reference } = await inReview(handle.db, 'Spam');
    expect(await decide(deps, reference, body('declined'))).toMatchObject({ status: 'declined' });
    const owed = await handle.db
      .select()
      .from(decisionLetters)
      .where(eq(decisionLetters.applicationId, id));
    expect(owed).toMatchObject([{ kind: 'decline-notice', state: 'owed', attempts: 0 }]);
  });
});

describe('the letters job', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let cookie: string;
  let clock = now;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp({ clock: () => clock }));
    ({ cookie } = await signedInStaff(app, 'officer', ['officer']));
  }, 240_000);
  afterAll(async () => close());

  /** Storage that refuses its first `failures` puts, as a bucket that is briefly down. */
  function flakyStorage(failures: number) {
    let left = failures;
    return {
      ...app.adapters,
      storage: {
        ...app.adapters.storage,
        put: async (bytes: Buffer, meta: { contentType: string }) => {
          if (left-- > 0) throw new Error('storage unavailable');
          return app.adapters.storage.put(bytes, meta);
        },
      },
    };
  }
  const pass = (failures: number) =>
    produceOwedLetters({
      db: app.db,
      adapters: flakyStorage(failures),
      config: app.serviceConfig,
      clock: () => clock,
      log: app.log,
    });
  const panel = async (reference: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/staff/applications/${reference}/lending`,
        headers: { cookie },
      })
    ).json<LendingPanel>();

  async function approved(last: string) {
    const { id, reference } = await inReview(app.db, last);
    await saveCompleteRecord(app.db, id);
    const response = await app.inject({
      method: 'POST',
      url: `/api/staff/applications/${reference}/decisions`,
      headers: { cookie },
      payload: approvalBody(5000, 0),
    });
    expect(response.statusCode, response.body).toBe(200);
    return reference;
  }

  it('retries a letter whose first attempt fails, and makes it', async () => {
    const reference = await approved('Retry');
    expect((await panel(reference)).letters).toMatchObject([{ kind: 'disclosure', state: 'owed' }]);
    expect(await pass(1)).toEqual({ made: 0, failed: 1 });
    expect((await panel(reference)).letters).toMatchObject([{ state: 'owed', attempts: 1 }]);
    // Not due again until its wait is over.
    expect(await pass(0)).toEqual({ made: 0, failed: 0 });
    clock = new Date(clock.getTime() + 31_000);
    expect(await pass(0)).toEqual({ made: 1, failed: 0 });
    const view = await panel(reference);
    expect(view.letters).toMatchObject([{ kind: 'disclosure', state: 'made', attempts: 1 }]);
    // Queued is not sent: the outbox worker records the sending (CCCFA s 35, decision 128).
    expect(view.documents).toMatchObject([{ kind: 'disclosure', sentAt: null, openedAt: null }]);
    const mail = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'aroha.retry@example.co.nz'));
    expect(mail.map((m) => m.kind).sort()).toEqual(['decision-approved', 'letter-disclosure']);
  });

  it('owes no disclosure for a conditional approval: it waits for the approval (CCCFA s 17, decision 128)', async () => {
    const { id, reference } = await inReview(app.db, 'Conditional');
    await saveCompleteRecord(app.db, id);
    const decide = (outcome: 'conditionally-approved' | 'approved', version: number) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/applications/${reference}/decisions`,
        headers: { cookie },
        payload: {
          outcome,
          amount: 5000,
          reason: decisionReasons[outcome][0],
          comment: 'Payslip to come',
          version,
        },
      });
    const conditional = await decide('conditionally-approved', 0);
    expect(conditional.statusCode, conditional.body).toBe(200);
    expect((await panel(reference)).letters).toEqual([]);
    const approval = await decide('approved', conditional.json<{ version: number }>().version);
    expect(approval.statusCode, approval.body).toBe(200);
    expect((await panel(reference)).letters).toMatchObject([{ kind: 'disclosure', state: 'owed' }]);
    expect(await pass(0)).toEqual({ made: 1, failed: 0 });
  });

  it('marks a letter failed after its last attempt, and the workspace shows it', async () => {
    const reference = await approved('Failing');
    for (let attempt = 0; attempt < LETTER_ATTEMPTS; attempt += 1) {
      await pass(1);
      clock = new Date(clock.getTime() + 3_600_000);
    }
    // Hours on: a new session (the staff session's idle limit has passed).
    ({ cookie } = await signedInStaff(app, 'officer-later', ['officer']));
    expect((await panel(reference)).letters).toMatchObject([
      { kind: 'disclosure', state: 'failed', attempts: LETTER_ATTEMPTS },
    ]);
    expect(await pass(0)).toEqual({ made: 0, failed: 0 });
  });
});
