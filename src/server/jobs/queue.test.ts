import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { testDatabaseOfFile } from '../test-support/test-app.ts';
import { createJobQueue, defineJob, type JobQueue } from './queue.ts';

// The queue on the test database (PGlite, or PostgreSQL with TEST_POSTGRES_URL): two queues on
// one database stand for two server processes.
const database = testDatabaseOfFile();
const silent = pino({ level: 'silent' });
const opened: JobQueue[] = [];

// Before the database closes (testDatabaseOfFile's afterAll runs after this file's).
afterAll(async () => {
  for (const queue of opened) await queue.stop();
});

function queueWith(...jobs: Parameters<typeof createJobQueue>[0]['jobs']): JobQueue {
  const queue = createJobQueue({ database: database.handle, jobs, log: silent });
  opened.push(queue);
  return queue;
}

async function settle(queue: JobQueue, name: string, ids: string[]) {
  await expect
    .poll(
      async () => {
        const states = await Promise.all(ids.map((id) => queue.stateOf(name, id)));
        return states.every((state) => state === 'completed' || state === 'failed');
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe(true);
}

describe('the job queue shared by every process (decision 083)', () => {
  it('runs each enqueued job exactly once across two worker processes', async () => {
    const runs: number[] = [];
    const counted = (process: number) =>
      defineJob<{ n: number }>({
        name: 'test.count',
        pollingIntervalSeconds: 0.5,
        run: async ({ n }) => {
          runs.push(n);
          return process;
        },
      });
    const first = queueWith(counted(1));
    const second = queueWith(counted(2));
    await first.startWorking();
    await second.startWorking();
    const ids: string[] = [];
    for (let n = 0; n < 30; n += 1) ids.push((await first.enqueue('test.count', { n }))!);
    await settle(first, 'test.count', ids);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('keeps one schedule for a job however many processes schedule it', async () => {
    const job = defineJob({ name: 'test.nightly', cron: '0 3 * * *', run: async () => null });
    const first = queueWith(job);
    const second = queueWith(job);
    await first.startWorking();
    await second.startWorking();
    const { rows } = await database.handle.jobSql.executeSql(
      `select cron, timezone from pgboss.schedule where name = $1`,
      ['test.nightly'],
    );
    expect(rows).toEqual([{ cron: '0 3 * * *', timezone: 'UTC' }]);
  });

  it('drops a second wake-up of a stately job while one waits', async () => {
    const queue = queueWith(
      defineJob({ name: 'test.drain', policy: 'stately', run: async () => null }),
    );
    const first = await queue.enqueue('test.drain', {}, { singletonKey: 'one', delayMs: 60_000 });
    const second = await queue.enqueue('test.drain', {}, { singletonKey: 'one', delayMs: 60_000 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await queue.depth()).toEqual([
      { name: 'test.drain', ready: 0, deferred: 1, active: 0, failed: 0 },
    ]);
  });

  it('marks a job whose run throws failed, and keeps working', async () => {
    let calls = 0;
    const queue = queueWith(
      defineJob<{ fail: boolean }>({
        name: 'test.flaky',
        retryLimit: 0,
        pollingIntervalSeconds: 0.5,
        run: async ({ fail }) => {
          calls += 1;
          if (fail) throw new Error('no');
        },
      }),
    );
    await queue.startWorking();
    const bad = (await queue.enqueue('test.flaky', { fail: true }))!;
    const good = (await queue.enqueue('test.flaky', { fail: false }))!;
    await settle(queue, 'test.flaky', [bad, good]);
    expect(await queue.stateOf('test.flaky', bad)).toBe('failed');
    expect(await queue.stateOf('test.flaky', good)).toBe('completed');
    expect(calls).toBe(2);
  });

  it('lets a running job finish when it stops (graceful shutdown)', async () => {
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const queue = queueWith(
      defineJob({
        name: 'test.slow',
        pollingIntervalSeconds: 0.5,
        run: async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          finished = true;
        },
      }),
    );
    await queue.startWorking();
    await queue.enqueue('test.slow');
    await running;
    await queue.stop();
    expect(finished).toBe(true);
    await expect(queue.enqueue('test.slow')).rejects.toThrow('stopped');
  });

  it('refuses a job nobody defined', async () => {
    const queue = queueWith();
    await expect(queue.enqueue('test.unknown')).rejects.toThrow('no job is defined');
  });
});
