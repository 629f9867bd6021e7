import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type { Actor } from '#domain/session/actor.ts';
import { createAdapters } from '#server/adapters/index.ts';
import { createFieldCipher } from '#server/crypto/data-key.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { AffordabilityRecord } from '#domain/lending/affordability.ts';
import { completeRecord } from '#domain/lending/fixtures.ts';
import { affordabilityRecords, applications } from '#server/db/schema/index.ts';
import type { ServiceDeps } from '#server/services.ts';
import { loadSiteConfig } from '#server/site-config.ts';
import { openTestDatabase, testEnv } from './test-app.ts';

export const OFFICER: Actor = { kind: 'staff', id: 'staff-officer', roles: ['officer'] };

/** Service dependencies on a fresh test database, for the lending services' tests. */
export async function lendingTestDeps(
  options: { clock?: () => Date; dataDir?: string } = {},
): Promise<{
  deps: ServiceDeps;
  database: DatabaseHandle;
  setClock(date: Date): void;
}> {
  const database = await openTestDatabase();
  const env = testEnv(options.dataDir ? { DATA_DIR: options.dataDir } : {});
  let now = options.clock?.() ?? new Date('2026-11-23T21:00:00Z');
  const deps: ServiceDeps = {
    db: database.db,
    adapters: await createAdapters(env, { db: database.db }),
    cipher: await createFieldCipher(env),
    config: {
      site: loadSiteConfig(),
      env,
      referrerKeys: new Map(),
      publicBaseUrl: 'http://localhost:3000',
    },
    clock: () => now,
    log: pino({ level: 'silent' }),
    actor: OFFICER,
    requestId: 'lending-test',
  };
  return { deps, database, setClock: (date) => (now = date) };
}

/** A bare application row (the lending services need only its id and dates). */
export async function insertApplication(
  deps: Pick<ServiceDeps, 'db'>,
  values: Partial<
    Pick<
      typeof applications.$inferInsert,
      'createdAt' | 'updatedAt' | 'complete' | 'creditCommitments'
    >
  > = {},
): Promise<{ id: string; referenceNumber: number }> {
  const [row] = await deps.db
    .insert(applications)
    .values({
      token: randomUUID(),
      guid: randomUUID(),
      formData: { FirstName: 'Aroha' },
      ...values,
    })
    .returning({ id: applications.id, referenceNumber: applications.referenceNumber });
  return row!;
}

/**
 * Saves a complete affordability record (src/domain/lending/fixtures.ts) as the application's
 * next version, as an officer would: the workspace refuses a decision without one (issue 21).
 */
export async function saveCompleteRecord(
  db: ServiceDeps['db'],
  applicationId: string,
  change: (record: AffordabilityRecord) => AffordabilityRecord = (record) => record,
  version = 1,
): Promise<void> {
  await db.insert(affordabilityRecords).values({
    applicationId,
    version,
    record: change(completeRecord()) as unknown as Record<string, unknown>,
    outcome: 'pass',
    complete: true,
    actorKind: 'staff',
    actorId: OFFICER.kind === 'staff' ? OFFICER.id : null,
  });
}
