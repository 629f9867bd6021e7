import { PgBoss, type SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { JOB_QUEUE_SCHEMA, jobQueueConnection } from '../db/job-queue-schema.ts';

/** A kind of background work: its handler, and optionally the schedule it keeps (cron, UTC). */
export interface JobDefinition<Data extends object = Record<string, never>> {
  /** Letters, digits, `.`, `-`, `_` (pg-boss's rule), e.g. `sweep.sessions`. */
  name: string;
  run(data: Data): Promise<unknown>;
  /** Kept by the worker processes: one run per occurrence across all of them. */
  cron?: string;
  /**
   * `stately`: at most one waiting and one running at a time (a job that drains a table);
   * `standard` (the default): every enqueue is a job.
   */
  policy?: 'standard' | 'stately';
  /** Further attempts after a failed run (pg-boss's default is 2). */
  retryLimit?: number;
  /** A run taking longer than this is counted failed and retried. */
  expireInSeconds?: number;
  /** How long a finished job is kept for inspection. */
  deleteAfterSeconds?: number;
  /** How often an idle worker looks for this job (at least 0.5). */
  pollingIntervalSeconds?: number;
}

/** Names a job definition with its data's type checked (the handler and its enqueuers agree). */
export function defineJob<Data extends object = Record<string, never>>(
  job: JobDefinition<Data>,
): JobDefinition<Data> {
  return job;
}

export interface EnqueueOptions {
  /** With a `stately` job, a second enqueue under the same key while one waits is dropped. */
  singletonKey?: string;
  /** Runs no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export interface QueueDepth {
  name: string;
  /** Waiting and due now. */
  ready: number;
  /** Waiting for a later time. */
  deferred: number;
  active: number;
  /** Failed for good and still kept. */
  failed: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobQueue {
  /** Puts a job on the queue (from any process); returns its id, or null when a singleton dropped it. */
  enqueue(name: string, data?: object, options?: EnqueueOptions): Promise<string | null>;
  /** Keeps a job on a cron schedule (UTC), shared by every process: each occurrence runs once. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** How many jobs wait, run and failed, per job name (metrics). */
  depth(): Promise<QueueDepth[]>;
  /** A job's state, or null once it is gone. */
  stateOf(name: string, id: string): Promise<JobState | null>;
  /** Starts working the jobs and keeping their schedules in this process (BACKGROUND_WORKER). */
  startWorking(): Promise<void>;
  /** Stops taking jobs, waits for those running (at most `timeoutMs`), and lets go of the database. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  database: Pick<DatabaseHandle, 'jobSql' | 'driver'>;
  jobs: readonly JobDefinition<never>[];
  log: FastifyBaseLogger;
}

const DEFAULT_STOP_TIMEOUT_MS = 8_000;

/**
 * The one way the product runs background work (decision 083): a pg-boss queue in the app's own
 * database, shared by every process. Any process may enqueue; the queue's connection opens on
 * first use, so a process that only serves requests pays nothing until it enqueues. Worker
 * processes also work the jobs and keep the schedules; pg-boss makes each job and each scheduled
 * occurrence run once across them.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log } = options;
  const definitions = new Map(options.jobs.map((job) => [job.name, job]));
  let working = false;
  let started: Promise<PgBoss> | undefined;
  let stopped = false;

  const boss = (): Promise<PgBoss> => {
    if (stopped) return Promise.reject(new Error('the job queue is stopped'));
    started ??= open(working).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };

  async function open(worker: boolean): Promise<PgBoss> {
    const instance = new PgBoss({
      ...jobQueueConnection(options.database),
      // Migrated with the database (db/job-queue-schema.ts); maintenance and schedules in worker processes only.
      migrate: false,
      supervise: worker,
      schedule: worker,
      registerInstance: worker,
    });
    // The message only: a job's data never reaches the logs.
    instance.on('error', (error) => log.error({ reason: error.message }, 'job queue error'));
    await instance.start();
    for (const job of definitions.values()) {
      await instance.createQueue(job.name, {
        policy: job.policy ?? 'standard',
        ...(job.retryLimit !== undefined && { retryLimit: job.retryLimit }),
        ...(job.expireInSeconds !== undefined && { expireInSeconds: job.expireInSeconds }),
        ...(job.deleteAfterSeconds !== undefined && { deleteAfterSeconds: job.deleteAfterSeconds }),
      });
    }
    return instance;
  }

  const known = (name: string) => {
    if (!definitions.has(name)) throw new Error(`no job is defined as ${name}`);
  };

  return {
    async enqueue(name, data, enqueueOptions = {}) {
      known(name);
      const sendOptions: SendOptions = {
        ...(enqueueOptions.singletonKey && { singletonKey: enqueueOptions.singletonKey }),
        ...(enqueueOptions.delayMs && {
          startAfter: new Date(Date.now() + enqueueOptions.delayMs),
        }),
      };
      return (await boss()).send(name, data ?? null, sendOptions);
    },

    async schedule(name, cron, data) {
      known(name);
      await (await boss()).schedule(name, cron, data ?? null, { tz: 'UTC' });
    },

    async depth() {
      // Counted now (pg-boss's own queue counts are a cache its monitor refreshes).
      const { rows } = await options.database.jobSql.executeSql(
        `select name,
           count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as ready,
           count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'failed')::int as failed
         from ${JOB_QUEUE_SCHEMA}.job where name = any($1::text[]) group by name`,
        [[...definitions.keys()]],
      );
      const counted = new Map((rows as QueueDepth[]).map((row) => [row.name, row]));
      return [...definitions.keys()].map(
        (name) => counted.get(name) ?? { name, ready: 0, deferred: 0, active: 0, failed: 0 },
      );
    },

    async stateOf(name, id) {
      const job = await (await boss()).getJobById(name, id);
      return (job?.state as JobState | undefined) ?? null;
    },

    async startWorking() {
      if (started) throw new Error('startWorking() must come before the queue is first used');
      working = true;
      const instance = await boss();
      for (const job of definitions.values()) {
        await instance.work<object>(
          job.name,
          { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 },
          async ([one]) => {
            if (!one) return;
            try {
              await job.run(one.data as never);
            } catch (error) {
              log.error({ job: job.name, reason: (error as Error).message }, 'job failed');
              throw error;
            }
          },
        );
        if (job.cron) await instance.schedule(job.name, job.cron, null, { tz: 'UTC' });
      }
    },

    async stop(stopOptions = {}) {
      stopped = true;
      const instance = await started?.catch(() => undefined);
      await instance?.stop({
        graceful: true,
        timeout: stopOptions.timeoutMs ?? DEFAULT_STOP_TIMEOUT_MS,
      });
    },
  };
}
