import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { bankLinkReference } from '#domain/bank-link/bank-link.ts';
import type { Actor } from '#domain/session/actor.ts';
import { createAdapters } from '#server/adapters/index.ts';
import { createFieldCipher } from '#server/crypto/data-key.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { AffordabilityRecord } from '#domain/lending/affordability.ts';
import { completeRecord } from '#domain/lending/fixtures.ts';
import {
  affordabilityRecords,
  applications,
  identityChecks,
  sandboxBankLinkShares,
} from '#server/db/schema/index.ts';
import type { ServiceDeps } from '#server/services.ts';
import { loadSiteConfig } from '#server/site-config.ts';
import { openTestDatabase, testEnv } from './test-app.ts';

export const OFFICER: Actor = { kind: 'staff', id: 'staff-officer', roles: ['officer'] };

/** A decision call's body approving `amount` on the application at `version`, with `more`. */
export const approvalBody = (amount: number, version: number, more: object = {}) => ({
  outcome: 'approved',
  amount,
  reason: 'Meets lending criteria',
  comment: 'Record complete',
  version,
  ...more,
});

/** Service dependencies on a fresh test database, for the services' tests (an officer acting). */
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

/**
 * An application row with a fresh token, holding only what the test sets besides (a bare row
 * serves the lending services, which need only its id and dates).
 */
export async function insertApplication(
  deps: Pick<ServiceDeps, 'db'>,
  values: Omit<typeof applications.$inferInsert, 'token' | 'guid'> = {},
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
 * Stores an electronic identity check as the sandbox answers for an ordinary name: verified to
 * the code of practice's standard (two independent sources and a link to the person), no flags,
 * or with the flags given. The workspace refuses an approval without a verified identity (issue
 * 30 finding 2, AML/CFT Act s 14-16).
 */
export async function saveIdentityCheck(
  db: ServiceDeps['db'],
  applicationId: string,
  result: { verified?: boolean; politicallyExposed?: boolean; sanctioned?: boolean } = {},
): Promise<void> {
  const verified = result.verified ?? true;
  const cipher = await createFieldCipher(testEnv());
  const source = (name: string) => ({ name, matched: verified, reference: `${name}-1` });
  await db.insert(identityChecks).values({
    applicationId,
    provider: 'sandbox',
    documentKind: 'driver-licence',
    documentNumber: cipher.encrypt('identity_checks.document_number', 'AB123456'),
    outcome: verified ? 'verified' : 'not-verified',
    documentMatched: verified,
    nameSecondSource: verified,
    politicallyExposed: result.politicallyExposed ?? false,
    sanctioned: result.sanctioned ?? false,
    evidence: {
      outcome: verified ? 'verified' : 'not-verified',
      standard: {
        met: verified,
        route: verified ? 'two-independent-sources' : null,
        explanation: verified ? 'Two independent sources matched.' : 'No source matched.',
      },
      documentSource: source('NZTA Driver Licence'),
      nameSource: source('NZ Electoral Roll'),
      politicallyExposed: result.politicallyExposed ?? false,
      sanctioned: result.sanctioned ?? false,
      watchlists: [],
      providerReference: 'SANDBOX-TEST',
    },
    actorKind: 'staff',
    actorId: OFFICER.kind === 'staff' ? OFFICER.id : null,
  });
}

/**
 * Saves a complete affordability record (src/domain/lending/fixtures.ts) as the application's
 * next version, as an officer would: the workspace refuses a decision without one (issue 21).
 * The first version comes with a verified electronic identity check (`saveIdentityCheck`), as
 * the officer runs it beside the record; `identity: false` leaves the identity unchecked.
 */
export async function saveCompleteRecord(
  db: ServiceDeps['db'],
  applicationId: string,
  change: (record: AffordabilityRecord) => AffordabilityRecord = (record) => record,
  version = 1,
  options: { identity?: boolean } = {},
): Promise<void> {
  if (options.identity ?? version === 1) await saveIdentityCheck(db, applicationId);
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

/**
 * The applicant shared their ANZ demo accounts through the bank link's sandbox on 1 July 2026,
 * under the application's token as the bank link keys it (site-and-tools §7).
 */
export async function shareDemoAccounts(app: FastifyInstance, token: string): Promise<void> {
  await app.db.insert(sandboxBankLinkShares).values({
    reference: bankLinkReference(app.env.BANK_LINK_ACCOUNT_CODE, token),
    bank: 'ANZ',
    accounts: ['Everyday account'],
    sharedAt: new Date('2026-07-01T00:00:00Z'),
  });
}
