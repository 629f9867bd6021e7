import type { FastifyInstance } from 'fastify';
import { sweepSignInFailures } from '../accounts/sign-in-limit.ts';
import { sendDueEmails } from '../email/worker.ts';
import { sessionDeps } from '../session/plugin.ts';
import { sweepExpiredSessions } from '../session/sessions.ts';
import { sweepSaveKeys } from '../loan-application/save-idempotency.ts';
import { rollUpInsight } from '../insight/rollup.ts';
import { AUTO_ASSIGN_JOB, autoAssign } from '../staff/auto-assign.ts';
import { runRetention } from '../lending/retention.ts';
import { DECISION_LETTERS_JOB, produceOwedLetters } from '../lending/decision-letters.ts';
import { sendSchemeLetters } from '../complaints/register.ts';
import { remindArrears } from '../hardship/arrears.ts';
import { expireOffers, OFFER_EXPIRY_JOB } from '../lending/offers/expiry.ts';
import { CONTINUING_DISCLOSURE_JOB, produceStatements } from '../loans/continuing-disclosure.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { defineJob, type JobDefinition, type JobQueue } from './queue.ts';

export const EMAIL_JOB = 'email.send-due';
export const INSIGHT_ROLLUP_JOB = 'insight.rollup';
export const RETENTION_JOB = 'lending.retention';
/** Complaints past the scheme's waiting time get the letter naming the scheme (issue 32). */
export const COMPLAINT_SCHEME_LETTERS_JOB = 'complaints.scheme-letters';
/** Loans in arrears get their reminder and, later, their officer's task (issue 32). */
export const ARREARS_JOB = 'hardship.arrears-reminders';
/** The retention run once a day at 15:30 UTC (03:30 or 04:30 in New Zealand). */
const DAILY_RETENTION = '30 15 * * *';
const EMAIL_CHAIN_KEY = 'chain';
const EVERY_FIVE_MINUTES = '*/5 * * * *';

/**
 * The outbox sender (issue 8 "Emails"): one pass over the due messages, then the next pass is
 * queued EMAIL_WORKER_INTERVAL_MS later. A `stately` job under one key, so across every process
 * at most one pass waits and one runs. The schedule each minute restarts the chain should a
 * process die between a pass and queuing the next.
 */
function emailJob(app: FastifyInstance, jobs: () => JobQueue): JobDefinition {
  const deps = { db: app.db, clock: app.clock, log: app.log, email: app.adapters.email };
  const intervalMs = app.env.EMAIL_WORKER_INTERVAL_MS;
  return defineJob({
    name: EMAIL_JOB,
    policy: 'stately',
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 120,
    deleteAfterSeconds: 3600,
    pollingIntervalSeconds: Math.max(0.5, intervalMs / 1000),
    async run() {
      try {
        await sendDueEmails(deps);
      } finally {
        await jobs().enqueue(EMAIL_JOB, {}, { singletonKey: EMAIL_CHAIN_KEY, delayMs: intervalMs });
      }
    },
  });
}

/**
 * Continuing disclosure statements (CCCFA s 18, decision 151): once a day (16:45 UTC), by the
 * app's clock, each active loan whose 6-month period has ended gets its statement.
 */
function statementsJob(app: FastifyInstance): JobDefinition {
  return defineJob({
    name: CONTINUING_DISCLOSURE_JOB,
    cron: '45 16 * * *',
    policy: 'stately',
    retryLimit: 1,
    expireInSeconds: 3600,
    run: () =>
      produceStatements({
        db: app.db,
        adapters: app.adapters,
        config: app.serviceConfig,
        clock: app.clock,
        log: app.log,
      }),
  });
}

/** The app's background work: the email outbox and the sweeps. Other features add theirs here. */
export function appJobs(app: FastifyInstance, jobs: () => JobQueue): JobDefinition<never>[] {
  const deps = { db: app.db, clock: app.clock };
  const sweep = (name: string, run: () => Promise<unknown>) =>
    defineJob({ name, cron: EVERY_FIVE_MINUTES, retryLimit: 0, run });
  return [
    emailJob(app, jobs),
    sweep('sweep.sessions', () => sweepExpiredSessions(sessionDeps(app))),
    sweep('sweep.sign-in-failures', () => sweepSignInFailures(deps)),
    sweep('sweep.save-keys', () => sweepSaveKeys(deps)),
    // Funnel insight's journeys and field counts (decision 085); the pages read what it wrote.
    defineJob({
      name: INSIGHT_ROLLUP_JOB,
      cron: EVERY_FIVE_MINUTES,
      policy: 'stately',
      retryLimit: 1,
      run: () => rollUpInsight(deps),
    }),
    // New submissions dealt to their branch's officers (STAFF_AUTO_ASSIGN, decision 095), in
    // their queues within a second rather than the queue's default two.
    defineJob<{ applicationId: string }>({
      name: AUTO_ASSIGN_JOB,
      retryLimit: 3,
      pollingIntervalSeconds: 0.5,
      run: ({ applicationId }) => autoAssign(deps, applicationId),
    }),
    // The decisions' letters (decision 121): woken by each decision, and each minute for retries.
    defineJob({
      name: DECISION_LETTERS_JOB,
      cron: '* * * * *',
      policy: 'stately',
      retryLimit: 0,
      pollingIntervalSeconds: 0.5,
      run: () =>
        produceOwedLetters({
          db: app.db,
          adapters: app.adapters,
          config: app.serviceConfig,
          clock: app.clock,
          log: app.log,
        }),
    }),
    // The complaints left open past the configured time (FSCL's 40 working days) get the letter
    // naming the scheme (issue 32, decision 141): each hour, by the app's clock.
    defineJob({
      name: COMPLAINT_SCHEME_LETTERS_JOB,
      cron: '10 * * * *',
      policy: 'stately',
      retryLimit: 1,
      run: async () => {
        const now = app.clock();
        await sendSchemeLetters({ db: app.db, now }, newZealandDate(now));
      },
    }),
    arrearsJob(app),
    offerExpiryJob(app),
    statementsJob(app),
    // Retention (issue 21, decision 097): one run a day across every process.
    defineJob({
      name: RETENTION_JOB,
      cron: DAILY_RETENTION,
      policy: 'stately',
      retryLimit: 1,
      expireInSeconds: 3600,
      async run() {
        const done = await runRetention({
          db: app.db,
          storage: app.adapters.storage,
          clock: app.clock,
          dryRun: false,
        });
        app.log.info(
          { runId: done.runId, deleted: done.due.length, filesRemoved: done.filesRemoved },
          'retention run',
        );
      },
    }),
  ];
}

/** Missed payments (issue 32, decision 149): each hour, by the app's clock. */
function arrearsJob(app: FastifyInstance): JobDefinition {
  return defineJob({
    name: ARREARS_JOB,
    cron: '20 * * * *',
    policy: 'stately',
    retryLimit: 1,
    run: () =>
      remindArrears({
        db: app.db,
        adapters: app.adapters,
        clock: app.clock,
        taskDays: app.env.ARREARS_TASK_DAYS,
      }),
  });
}

/** Offers past their last day lapse (issue 31 part 1): each hour, by the app's clock. */
function offerExpiryJob(app: FastifyInstance): JobDefinition {
  return defineJob({
    name: OFFER_EXPIRY_JOB,
    cron: '40 * * * *',
    policy: 'stately',
    retryLimit: 1,
    run: async () => {
      await expireOffers({ db: app.db, clock: app.clock });
    },
  });
}

/** Puts the first pass of the email chain on the queue (a worker process does, as it starts). */
export async function startEmailChain(jobs: JobQueue): Promise<void> {
  await jobs.enqueue(EMAIL_JOB, {}, { singletonKey: EMAIL_CHAIN_KEY });
}

/**
 * The clock-driven jobs a worker also runs once as it starts (decision 150): a process that was
 * down at the hour, or a demo clock that has moved on, sends what became due without waiting for
 * the next occurrence. Each is idempotent (a letter or statement once), so an extra run is free.
 */
const CATCH_UP_ON_START = [COMPLAINT_SCHEME_LETTERS_JOB, CONTINUING_DISCLOSURE_JOB] as const;

export async function catchUpOnStart(jobs: JobQueue): Promise<void> {
  for (const name of CATCH_UP_ON_START) await jobs.enqueue(name, {}, { singletonKey: 'start' });
}
