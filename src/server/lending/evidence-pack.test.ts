import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { calculatorConfig } from '#content/calculator.ts';
import { completeRecord } from '#domain/lending/fixtures.ts';
import { SANDBOX_COMMITMENTS } from '#server/adapters/credit/sandbox.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { applicationDecisions, lendingDocuments, uploads } from '#server/db/schema/index.ts';
import type { ServiceDeps } from '#server/services.ts';
import { insertApplication, lendingTestDeps } from '#server/test-support/lending.ts';
import { pdfText } from '#server/test-support/pdf-text.ts';
import { saveRecordVersion } from './affordability-records.ts';
import { disclosureStatementPdf } from './documents/disclosure.ts';
import { buildEvidencePack, type EvidenceManifest } from './evidence-pack.ts';
import { runIdentityCheck } from './identity.ts';
import { recordDelivery, storeDocument } from './lending-documents.ts';

let database: DatabaseHandle;
let deps: ServiceDeps;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'evidence-pack-'));
  ({ database, deps } = await lendingTestDeps({ dataDir }));
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the evidence pack (issue 21 "Evidence pack")', () => {
  it('holds every part with a manifest whose checksums match, and is itself recorded', async () => {
    const application = await insertApplication(deps, {
      creditCommitments: [...SANDBOX_COMMITMENTS.conditional],
    });
    const licence = Buffer.from('%PDF-1.4 a licence scan');
    const reference = await deps.adapters.storage.put(licence, { contentType: 'application/pdf' });
    await deps.db.insert(uploads).values({
      reference,
      applicationId: application.id,
      kind: 'driver-licence',
      sha256: sha256(licence),
      detectedType: 'application/pdf',
      sizeBytes: licence.length,
      uploadedByKind: 'anonymous',
    });
    await saveRecordVersion(
      deps,
      application.id,
      { ...completeRecord(), commitmentsReviewed: false },
      0,
    );
    const decided = await saveRecordVersion(deps, application.id, completeRecord(), 1);
    await runIdentityCheck(deps, application.id, {
      firstName: 'Aroha',
      middleName: '',
      lastName: 'Ngata',
      dateOfBirth: '1990-04-23',
      document: { kind: 'passport', number: 'LA123456' },
    });
    const disclosure = await disclosureStatementPdf({
      reference: String(application.referenceNumber),
      borrowerName: 'Aroha Ngata',
      issuedAt: deps.clock(),
      firstPaymentDate: '2026-12-03',
      loan: completeRecord().loan,
      rates: calculatorConfig,
    });
    const letter = await storeDocument(deps, {
      applicationId: application.id,
      kind: 'disclosure',
      bytes: disclosure,
      contentType: 'application/pdf',
      recordVersion: 2,
    });
    expect(await recordDelivery(deps, letter.id, 'portal')).toBe(true);
    // Recorded once: a second opening leaves the first.
    expect(await recordDelivery(deps, letter.id, 'status-link')).toBe(false);

    await deps.db.insert(applicationDecisions).values({
      applicationId: application.id,
      kind: 'decision',
      outcome: 'approved',
      amount: 5000,
      reason: 'Affordable',
      comment: '',
      decidedBy: 'staff-officer',
      affordabilityVersion: decided.version,
    });
    const pack = await buildEvidencePack(deps, application.id);
    const zip = await JSZip.loadAsync(pack.zip);
    const manifest = JSON.parse(
      await zip.file('manifest.json')!.async('string'),
    ) as EvidenceManifest;
    expect(manifest.application).toBe(String(application.referenceNumber));
    expect(manifest.generatedBy).toBe('staff-officer');
    expect(manifest.decidedOn).toMatchObject({ outcome: 'approved', recordVersion: 2 });
    const paths = manifest.files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'application/as-submitted.json',
        'application/save-history.json',
        'affordability/record-v2.pdf',
        'identity/checks.json',
        `letters/disclosure-${letter.id}.pdf`,
        `uploads/driver-licence-${reference}.pdf`,
        'workspace/decisions.json',
        'workspace/information-requests.json',
        'workspace/staff-actions.json',
      ]),
    );
    for (const file of manifest.files) {
      const bytes = await zip.file(file.path)!.async('uint8array');
      expect(sha256(bytes), file.path).toBe(file.sha256);
    }
    expect(
      Buffer.from(await zip.file(`uploads/driver-licence-${reference}.pdf`)!.async('uint8array')),
    ).toEqual(licence);
    expect(manifest.files.find((f) => f.path.startsWith('letters/'))!.what).toMatch(
      /emailed not yet, first opened .* by portal/,
    );
    const record = await pdfText(
      await zip.file('affordability/record-v2.pdf')!.async('uint8array'),
    );
    expect(record).toContain('Version 2');
    expect(record).toContain('Result Pass');
    const letterText = await pdfText(
      await zip.file(`letters/disclosure-${letter.id}.pdf`)!.async('uint8array'),
    );
    expect(letterText).toContain('Initial disclosure statement');
    const submitted = JSON.parse(await zip.file('application/as-submitted.json')!.async('string'));
    expect(submitted.creditCommitments).toEqual(SANDBOX_COMMITMENTS.conditional);
    const identity = await zip.file('identity/checks.json')!.async('string');
    expect(identity).toContain('DIA passports (sandbox)');
    expect(identity).not.toContain('LA123456');

    const [stored] = await deps.db
      .select()
      .from(lendingDocuments)
      .where(eq(lendingDocuments.id, pack.documentId));
    expect(stored).toMatchObject({
      kind: 'evidence-pack',
      actorId: 'staff-officer',
      sha256: sha256(pack.zip),
    });
  });

  it('answers 404 for an application that does not exist', async () => {
    await expect(
      buildEvidencePack(deps, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
