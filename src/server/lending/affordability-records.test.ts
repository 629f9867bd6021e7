import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeRecord } from '#domain/lending/fixtures.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { ServiceDeps } from '#server/services.ts';
import { insertApplication, lendingTestDeps } from '#server/test-support/lending.ts';
import { recordVersion, saveRecordVersion } from './affordability-records.ts';

let database: DatabaseHandle;
let deps: ServiceDeps;
beforeAll(async () => ({ database, deps } = await lendingTestDeps()), 120_000);
afterAll(async () => database.close());

describe('affordability record versions (issue 21 "versioned: each change audited")', () => {
  it('keeps every version with its actor, assessed on the server', async () => {
    const application = await insertApplication(deps);
    const first = await saveRecordVersion(
      deps,
      application.id,
      { ...completeRecord(), commitmentsReviewed: false },
      0,
    );
    expect(first).toMatchObject({ version: 1, actorKind: 'staff', actorId: 'staff-officer' });
    expect(first.assessment.complete).toBe(false);
    await saveRecordVersion(deps, application.id, completeRecord(), 1);
    expect((await recordVersion(deps, application.id))!).toMatchObject({
      version: 2,
      assessment: { complete: true, outcome: 'pass' },
    });
    expect((await recordVersion(deps, application.id, 1))!.assessment.missing).toEqual([
      'Review the existing commitments from the credit report.',
    ]);
    expect(await recordVersion(deps, application.id, 9)).toBeNull();
  });

  it('refuses a save made on a version someone else has already replaced (412)', async () => {
    const application = await insertApplication(deps);
    await saveRecordVersion(deps, application.id, completeRecord(), 0);
    await expect(
      saveRecordVersion(deps, application.id, completeRecord(), 0),
    ).rejects.toMatchObject({ statusCode: 412 });
    expect((await recordVersion(deps, application.id))!.version).toBe(1);
  });
});
