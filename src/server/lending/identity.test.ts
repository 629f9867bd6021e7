import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSandboxIdentityCheck } from '#server/adapters/identity-check/sandbox.ts';
import type { IdentitySubject } from '#server/adapters/identity-check/index.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { identityChecks } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http-error.ts';
import type { ServiceDeps } from '#server/services.ts';
import { insertApplication, lendingTestDeps } from '#server/test-support/lending.ts';
import { identityChecksFor, runIdentityCheck } from './identity.ts';

const subject = (
  lastName: string,
  kind: 'driver-licence' | 'passport' = 'driver-licence',
): IdentitySubject => ({
  firstName: 'Aroha',
  middleName: '',
  lastName,
  dateOfBirth: '1990-04-23',
  document:
    kind === 'passport'
      ? { kind, number: 'LA123456' }
      : { kind, number: 'AB123456', version: '123' },
});

describe('the identity check sandbox (README "Sandboxes")', () => {
  const sandbox = createSandboxIdentityCheck();

  it('verifies anyone else against the licence register and a second source for the name', async () => {
    const result = await sandbox.check(subject('Ngata'));
    expect(result).toMatchObject({
      outcome: 'verified',
      documentSource: { name: 'NZTA driver licence register (sandbox)', matched: true },
      nameSource: { name: 'Electoral roll (sandbox)', matched: true },
      politicallyExposed: false,
      sanctioned: false,
    });
    expect(result.watchlists.length).toBeGreaterThan(0);
    expect(JSON.stringify(result)).not.toContain('AB123456');
  });

  it.each([
    ['Unverified', { outcome: 'not-verified', documentSource: { matched: false } }],
    [
      'singlesource',
      {
        outcome: 'not-verified',
        documentSource: { matched: true },
        nameSource: { matched: false },
      },
    ],
    ['Pep', { outcome: 'verified', politicallyExposed: true, sanctioned: false }],
    ['SANCTIONED', { outcome: 'verified', sanctioned: true }],
  ])('gives the last name %s its documented outcome', async (lastName, expected) => {
    expect(await sandbox.check(subject(lastName))).toMatchObject(expected);
  });

  it('checks a passport against the passport register', async () => {
    expect((await sandbox.check(subject('Ngata', 'passport'))).documentSource.name).toBe(
      'DIA passports (sandbox)',
    );
  });
});

describe('an identity check kept with the application', () => {
  let database: DatabaseHandle;
  let deps: ServiceDeps;
  beforeAll(async () => ({ database, deps } = await lendingTestDeps()), 120_000);
  afterAll(async () => database.close());

  it('stores the result and its evidence, the document number encrypted', async () => {
    const application = await insertApplication(deps);
    const stored = await runIdentityCheck(deps, application.id, subject('Pep'));
    expect(stored).toMatchObject({
      outcome: 'verified',
      politicallyExposed: true,
      documentNumberEnding: '456',
    });
    const [row] = await deps.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.id, stored.id));
    expect(row!.documentNumber).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row)).not.toContain('AB123456');
    expect(row).toMatchObject({
      provider: 'sandbox',
      actorKind: 'staff',
      actorId: 'staff-officer',
    });
    expect(await identityChecksFor(deps, application.id)).toEqual([
      expect.objectContaining({
        id: stored.id,
        documentNumberEnding: '456',
        politicallyExposed: true,
      }),
    ]);
  });

  it('answers 503 and stores nothing when the provider is offline', async () => {
    const application = await insertApplication(deps);
    const attempt = runIdentityCheck(deps, application.id, subject('Offline'));
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 503 });
    expect(await identityChecksFor(deps, application.id)).toEqual([]);
  });
});
