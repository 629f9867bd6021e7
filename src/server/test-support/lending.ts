import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type { Actor } from '#domain/session/actor.ts';
import { createAdapters } from '#server/adapters/index.ts';
import { createFieldCipher } from '#server/crypto/data-key.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { applications } from '#server/db/schema/index.ts';
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
  values: { createdAt?: Date; updatedAt?: Date; complete?: boolean } = {},
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
