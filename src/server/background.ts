import type { FastifyInstance } from 'fastify';
import { sweepSignInFailures } from './accounts/sign-in-limit.ts';
import { sendDueEmails } from './email/worker.ts';
import { sessionDeps } from './session/plugin.ts';
import { sweepExpiredSessions } from './session/sessions.ts';
import { sweepSaveKeys } from './loan-application/save-idempotency.ts';

/** A piece of background work, run every `everyMs` after the previous run ended. */
export interface BackgroundTask {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface BackgroundWorker {
  /** Stops scheduling and waits for any run in progress. */
  stop(): Promise<void>;
}

const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * A small scheduler: each task runs on its own timer, never overlapping itself; a failing run is
 * logged and the task runs again at its next turn. Every process may run it: the email worker
 * claims with a lease and the sweeps are idempotent deletes.
 */
export function startBackgroundWorker(
  tasks: readonly BackgroundTask[],
  log: FastifyInstance['log'],
): BackgroundWorker {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const schedule = (task: BackgroundTask, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = task
        .run()
        .then(
          () => undefined,
          (error: unknown) =>
            log.error(
              { task: task.name, reason: (error as Error).message },
              'background task failed',
            ),
        )
        .finally(() => {
          running.delete(run);
          schedule(task, task.everyMs);
        });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };
  for (const task of tasks) schedule(task, 0);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}

/** The app's background work: send queued emails; sweep expired sessions, sign-in failures and save keys. */
export function appBackgroundTasks(app: FastifyInstance): BackgroundTask[] {
  const deps = { db: app.db, clock: app.clock, log: app.log, email: app.adapters.email };
  return [
    { name: 'email', everyMs: app.env.EMAIL_WORKER_INTERVAL_MS, run: () => sendDueEmails(deps) },
    {
      name: 'sweep',
      everyMs: SWEEP_EVERY_MS,
      run: async () => {
        await sweepExpiredSessions(sessionDeps(app));
        await sweepSignInFailures(deps);
        await sweepSaveKeys(deps);
      },
    },
  ];
}
