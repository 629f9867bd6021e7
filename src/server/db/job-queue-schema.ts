import { PgBoss, type ConstructorOptions, type Db } from 'pg-boss';

/** What the job queue sends its SQL through: the app's own PGlite or PostgreSQL pool. */
export type JobQueueSql = Db;

/** The part of the database handle (client.ts) the queue connects through. */
export interface JobQueueDatabase {
  jobSql: JobQueueSql;
  driver: 'pglite' | 'postgres';
}

/** The PostgreSQL schema that holds the queue's tables (pg-boss owns and migrates it). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** The queue's connection: the app's database, in the backend profile pg-boss needs for it. */
export function jobQueueConnection(
  handle: JobQueueDatabase,
): Pick<ConstructorOptions, 'db' | 'backend' | 'schema'> {
  return {
    db: handle.jobSql,
    backend: handle.driver === 'pglite' ? 'pglite' : 'postgres',
    schema: JOB_QUEUE_SCHEMA,
  };
}

/**
 * Installs or upgrades the queue's schema, as part of the database's migrations (db/client.ts):
 * pg-boss migrates its own tables, under its own lock, so several processes may start together.
 */
export async function installJobQueue(handle: JobQueueDatabase): Promise<void> {
  const boss = new PgBoss({
    ...jobQueueConnection(handle),
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  let failure: Error | undefined;
  boss.on('error', (error) => {
    failure ??= error;
  });
  await boss.start();
  await boss.stop({ graceful: false });
  if (failure) throw failure;
}
