import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  applications,
  emailOutbox,
  retentionDeletions,
  signInFailures,
} from '../db/schema/index.ts';
import { insertApplication } from '../test-support/lending.ts';
import { RETENTION_JOB } from './app-jobs.ts';
import { buildTestApp, testDatabaseOfFile } from '../test-support/test-app.ts';

// The app's background work on the queue (decision 083), on the test database: the sweeps judge
// expiry by the app's clock, and only a BACKGROUND_WORKER process runs jobs and keeps schedules.
const database = testDatabaseOfFile();

const schedules = async () =>
  (
    await database.handle.jobSql.executeSql(
      'select name, cron from pgboss.schedule order by name',
      [],
    )
  ).rows as Array<{ name: string; cron: string }>;

describe('background work in a process without BACKGROUND_WORKER', () => {
  it('can enqueue but runs nothing and schedules nothing', async () => {
    const { app, close } = await buildTestApp({ database: database.handle });
    try {
      const id = (await app.jobs.enqueue('sweep.save-keys'))!;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await app.jobs.stateOf('sweep.save-keys', id)).toBe('created');
      expect(await schedules()).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('background work in a BACKGROUND_WORKER process', () => {
  let now = new Date('2026-03-02T10:00:00Z');

  it('keeps the email, session, sign-in, save-key, insight roll-up, letters, offers and retention schedules', async () => {
    const { close } = await buildTestApp({
      database: database.handle,
      env: { BACKGROUND_WORKER: 'true' },
    });
    try {
      expect(await schedules()).toEqual([
        { name: 'complaints.scheme-letters', cron: '10 * * * *' },
        { name: 'email.send-due', cron: '* * * * *' },
        { name: 'hardship.arrears-reminders', cron: '20 * * * *' },
        { name: 'insight.rollup', cron: '*/5 * * * *' },
        { name: 'lending.decision-letters', cron: '* * * * *' },
        { name: 'lending.offer-expiry', cron: '40 * * * *' },
        { name: 'lending.retention', cron: '30 15 * * *' },
        { name: 'loans.continuing-disclosure', cron: '45 16 * * *' },
        { name: 'sweep.save-keys', cron: '*/5 * * * *' },
        { name: 'sweep.sessions', cron: '*/5 * * * *' },
        { name: 'sweep.sign-in-failures', cron: '*/5 * * * *' },
      ]);
    } finally {
      await close();
    }
  });

  it('sweeps by the app clock: a sign-in window ends 15 minutes after it started', async () => {
    const { app, close } = await buildTestApp({
      database: database.handle,
      env: { BACKGROUND_WORKER: 'true' },
      clock: () => now,
    });
    try {
      await app.db.insert(signInFailures).values([
        { emailHash: 'old', failures: 3, windowStartedAt: new Date('2026-03-02T09:40:00Z') },
        { emailHash: 'new', failures: 1, windowStartedAt: new Date('2026-03-02T09:55:00Z') },
      ]);
      const id = (await app.jobs.enqueue('sweep.sign-in-failures'))!;
      await expect
        .poll(() => app.jobs.stateOf('sweep.sign-in-failures', id), { timeout: 20_000 })
        .toBe('completed');
      const left = await app.db.select().from(signInFailures);
      expect(left.map((row) => row.emailHash)).toEqual(['new']);

      now = new Date('2026-03-02T10:11:00Z');
      const again = (await app.jobs.enqueue('sweep.sign-in-failures'))!;
      await expect
        .poll(() => app.jobs.stateOf('sweep.sign-in-failures', again), { timeout: 20_000 })
        .toBe('completed');
      expect(await app.db.select().from(signInFailures)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('runs the retention job by the app clock: an abandoned application and old outbox rows go (issues 21, 30)', async () => {
    const { app, close } = await buildTestApp({
      database: database.handle,
      env: { BACKGROUND_WORKER: 'true' },
      clock: () => now,
    });
    try {
      const old = await insertApplication(app, { updatedAt: new Date('2024-01-01T00:00:00Z') });
      // Sent 91 and 89 days before the app's clock: the schedule keeps the outbox 90 days.
      const sent = (id: string, iso: string) => ({
        id,
        kind: 'resume-link',
        recipient: 'someone@example.nz',
        subject: 'Your application',
        text: 'Kia ora',
        status: 'sent',
        createdAt: new Date(iso),
        sentAt: new Date(iso),
      });
      await app.db
        .insert(emailOutbox)
        .values([
          sent('job-sent-91-days', '2025-12-01T10:00:00Z'),
          sent('job-sent-89-days', '2025-12-03T10:00:00Z'),
        ]);
      const id = (await app.jobs.enqueue(RETENTION_JOB))!;
      await expect
        .poll(() => app.jobs.stateOf(RETENTION_JOB, id), { timeout: 20_000 })
        .toBe('completed');
      const left = await app.db.select().from(applications).where(eq(applications.id, old.id));
      expect(left).toEqual([]);
      const deleted = await app.db.select().from(retentionDeletions);
      expect(deleted).toEqual([
        expect.objectContaining({ subjectId: old.id, rule: 'not-a-loan' }),
        expect.objectContaining({ subjectId: 'job-sent-91-days', rule: 'email-outbox-after-days' }),
      ]);
      const outbox = await app.db.select({ id: emailOutbox.id }).from(emailOutbox);
      expect(outbox.map((row) => row.id)).toContain('job-sent-89-days');
      expect(outbox.map((row) => row.id)).not.toContain('job-sent-91-days');
    } finally {
      await close();
    }
  });

  it('reports the queue depth per job for metrics', async () => {
    const { app, close } = await buildTestApp({ database: database.handle });
    try {
      await app.jobs.enqueue('sweep.sessions', {}, { delayMs: 3_600_000 });
      const depth = await app.jobs.depth();
      expect(depth.find((queue) => queue.name === 'sweep.sessions')).toEqual({
        name: 'sweep.sessions',
        ready: 0,
        deferred: 1,
        active: 0,
        failed: 0,
      });
    } finally {
      await close();
    }
  });
});
