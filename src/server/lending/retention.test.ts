import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client.ts';
import {
  affordabilityCopyRequests,
  applicationDecisions,
  applications,
  identityChecks,
  retentionDeletions,
  uploads,
} from '#server/db/schema/index.ts';
import type { ServiceDeps } from '#server/services.ts';
import { insertApplication, lendingTestDeps } from '#server/test-support/lending.ts';
import { runIdentityCheck } from './identity.ts';
import { storeDocument } from './lending-documents.ts';
import { runRetention } from './retention.ts';

let database: DatabaseHandle;
let deps: ServiceDeps;
let setClock: (date: Date) => void;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'retention-'));
  ({ database, deps, setClock } = await lendingTestDeps({ dataDir }));
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const now = new Date('2026-11-26T00:00:00Z');
const passport = {
  firstName: 'Aroha',
  middleName: '',
  lastName: 'Ngata',
  dateOfBirth: '1990-04-23',
  document: { kind: 'passport' as const, number: 'LA123456' },
};

async function applicationAt(iso: string, options: { loan?: boolean; upload?: boolean } = {}) {
  const at = new Date(iso);
  setClock(at);
  const application = await insertApplication(deps, { createdAt: at, updatedAt: at });
  let file: string | null = null;
  if (options.upload) {
    file = await deps.adapters.storage.put(Buffer.from('%PDF-1.4 scan'), {
      contentType: 'application/pdf',
    });
    await deps.db.insert(uploads).values({
      reference: file,
      applicationId: application.id,
      kind: 'passport',
      sha256: 'x',
      detectedType: 'application/pdf',
      sizeBytes: 13,
      uploadedByKind: 'anonymous',
    });
  }
  if (options.loan) {
    const letter = await storeDocument(deps, {
      applicationId: application.id,
      kind: 'disclosure',
      bytes: Buffer.from('%PDF-1.4 letter'),
      contentType: 'application/pdf',
    });
    file = letter.storageReference;
  }
  const check = await runIdentityCheck(deps, application.id, passport);
  return { id: application.id, file, checkId: check.id };
}

describe('the retention run on a test clock (issue 21 "Retention")', () => {
  it('lists on a dry run, then deletes what the schedule says and nothing else', async () => {
    const unfinished = await applicationAt('2025-10-01T00:00:00Z', { upload: true });
    const recent = await applicationAt('2026-06-01T00:00:00Z', { upload: true });
    const loan6 = await applicationAt('2020-06-01T00:00:00Z', { loan: true });
    const loan8 = await applicationAt('2018-06-01T00:00:00Z', { loan: true });
    setClock(now);
    // The workspace's rows go with their application (decision 097).
    await deps.db.insert(affordabilityCopyRequests).values({
      applicationId: unfinished.id,
      dueOn: '2025-10-29',
    });
    await deps.db.insert(applicationDecisions).values({
      applicationId: loan8.id,
      kind: 'decision',
      outcome: 'approved',
      amount: 5000,
      reason: 'Meets lending criteria',
      comment: 'ok',
      decidedBy: 'staff-officer',
      affordabilityVersion: 1,
    });

    const dry = await runRetention({
      db: deps.db,
      storage: deps.adapters.storage,
      clock: () => now,
      dryRun: true,
      // A page at a time: the run never loads every application at once.
      pageSize: 1,
    });
    const expected = [
      { kind: 'application', id: unfinished.id, rule: 'not-a-loan' },
      { kind: 'identity-check', id: loan6.checkId, rule: 'identity-after-relationship' },
      { kind: 'application', id: loan8.id, rule: 'loan-kept-7-years' },
    ];
    expect(dry.due).toEqual(expect.arrayContaining(expected));
    expect(dry.due).toHaveLength(3);
    expect(await deps.db.select().from(retentionDeletions)).toEqual([]);
    expect(await deps.adapters.storage.get(unfinished.file!)).not.toBeNull();

    const run = await runRetention({
      db: deps.db,
      storage: deps.adapters.storage,
      clock: () => now,
      dryRun: false,
      pageSize: 2,
    });
    expect(run.filesRemoved).toBe(2);
    expect(await deps.db.select().from(affordabilityCopyRequests)).toEqual([]);
    expect(await deps.db.select().from(applicationDecisions)).toEqual([]);
    const left = (await deps.db.select({ id: applications.id }).from(applications)).map(
      (a) => a.id,
    );
    expect(left.sort()).toEqual([recent.id, loan6.id].sort());
    expect(await deps.adapters.storage.get(unfinished.file!)).toBeNull();
    expect(await deps.adapters.storage.get(loan8.file!)).toBeNull();
    expect(await deps.adapters.storage.get(recent.file!)).not.toBeNull();
    expect(await deps.adapters.storage.get(loan6.file!)).not.toBeNull();
    const checks = (await deps.db.select({ id: identityChecks.id }).from(identityChecks)).map(
      (c) => c.id,
    );
    expect(checks).toEqual([recent.checkId]);
    expect(
      await deps.db.select().from(uploads).where(eq(uploads.applicationId, unfinished.id)),
    ).toEqual([]);

    const audit = await deps.db.select().from(retentionDeletions);
    expect(
      audit.map(({ subjectKind, subjectId, rule }) => ({ kind: subjectKind, id: subjectId, rule })),
    ).toEqual(expect.arrayContaining(expected));
    expect(JSON.stringify(audit)).not.toMatch(/Aroha|Ngata|LA123456/);

    const again = await runRetention({
      db: deps.db,
      storage: deps.adapters.storage,
      clock: () => now,
      dryRun: false,
    });
    expect(again.due).toEqual([]);
  });
});
