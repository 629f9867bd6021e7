import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { SANDBOX_COMMITMENTS } from '#server/adapters/credit/sandbox.ts';
import {
  applicationDecisions,
  informationRequests,
  lendingDocuments,
  uploads,
} from '#server/db/schema/index.ts';
import { storeDocument } from '#server/lending/lending-documents.ts';
import { saveCompleteRecord, shareDemoAccounts } from '#server/test-support/lending.ts';
import { staffTestApp } from '#server/test-support/staff.ts';
import type { EvidenceManifest } from './evidence-pack.ts';
import { insertSubmittedApplication } from '#server/loan-application/submitted-application.ts';

const now = new Date('2026-07-08T22:00:00Z');
const harness = staffTestApp({ clock: () => now });
let approver: { id: string; cookie: string };

beforeAll(async () => {
  approver = await harness.signIn('approver', ['approver']);
}, 240_000);

/** A submitted application with statements shared, a credit report, and its id and reference. */
async function submitted() {
  const { id, token, reference } = await insertSubmittedApplication(harness.app.db, {
    applicantEmail: 'aroha.pack@example.co.nz',
    workflowStatus: 'approved',
    formData: { FirstName: 'Aroha', LastName: 'Pack', LoanAmount: '5000' },
    creditResult: 'C1',
    creditDecision: 'conditional',
    creditCommitments: [...SANDBOX_COMMITMENTS.conditional],
  });
  await shareDemoAccounts(harness.app, token);
  return { id, reference };
}

async function payslipUpload(applicationId: string) {
  const bytes = Buffer.from('%PDF-1.4 a payslip');
  const reference = await harness.app.adapters.storage.put(bytes, {
    contentType: 'application/pdf',
  });
  await harness.app.db.insert(uploads).values({
    reference,
    applicationId,
    kind: 'requested-payslip',
    sha256: createHash('sha256').update(bytes).digest('hex'),
    detectedType: 'application/pdf',
    sizeBytes: bytes.length,
    uploadedByKind: 'anonymous',
  });
  return reference;
}

const decision = (applicationId: string, outcome: string, version: number) => ({
  applicationId,
  kind: 'decision',
  outcome,
  amount: 5000,
  reason: 'Meets lending criteria',
  comment: `On version ${version}`,
  decidedBy: approver.id,
  affordabilityVersion: version,
});

describe('the evidence pack from the workspace is complete (issue 30 finding 9)', () => {
  it('holds the information requests and their documents, the statements’ transactions, the credit report, the decision’s own record version and the disclosure’s delivery', async () => {
    const { id, reference } = await submitted();
    for (const version of [1, 2, 3])
      await saveCompleteRecord(harness.app.db, id, (r) => r, version);
    const payslip = await payslipUpload(id);
    await harness.app.db.insert(informationRequests).values([
      {
        applicationId: id,
        kind: 'document',
        document: 'payslip',
        dueDate: '2026-07-20',
        state: 'received',
        uploadReference: payslip,
        requestedBy: approver.id,
      },
      {
        applicationId: id,
        kind: 'question',
        question: 'Who pays the rent?',
        answer: 'My partner pays half',
        dueDate: '2026-07-20',
        state: 'received',
        requestedBy: approver.id,
      },
    ]);
    // A conditional approval on version 1, then the approval on version 2; version 3 came after.
    const [conditional] = await harness.app.db
      .insert(applicationDecisions)
      .values(decision(id, 'conditionally-approved', 1))
      .returning({ id: applicationDecisions.id });
    await harness.app.db.insert(applicationDecisions).values(decision(id, 'approved', 2));
    // An update moves the older row after the newer one in the table: without an explicit order,
    // a read meets them the other way round.
    await harness.app.db.execute(
      sql`update application_decisions set comment = comment where id = ${conditional!.id}`,
    );
    const letter = await storeDocument(
      {
        db: harness.app.db,
        adapters: harness.app.adapters,
        clock: () => now,
        actor: { kind: 'anonymous' },
      },
      {
        applicationId: id,
        kind: 'disclosure',
        bytes: Buffer.from('%PDF-1.4 disclosure'),
        contentType: 'application/pdf',
        recordVersion: 2,
      },
    );
    const sentAt = new Date('2026-07-08T22:05:00Z');
    const openedAt = new Date('2026-07-09T01:00:00Z');
    await harness.app.db
      .update(lendingDocuments)
      .set({ sentAt, openedAt, openedBy: 'portal' })
      .where(eq(lendingDocuments.id, letter.id));

    const response = await harness.app.inject({
      url: `/api/staff/applications/${reference}/lending/evidence-pack`,
      headers: { cookie: approver.cookie },
    });
    expect(response.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const read = async (path: string) => {
      const file = zip.file(path);
      expect(file, path).not.toBeNull();
      return JSON.parse(await file!.async('string'));
    };
    const manifest = (await read('manifest.json')) as EvidenceManifest;

    // Information requests and the documents sent for them.
    const requests = await read('workspace/information-requests.json');
    expect(requests).toEqual([
      expect.objectContaining({ document: 'payslip', uploadReference: payslip }),
      expect.objectContaining({ question: 'Who pays the rent?', answer: 'My partner pays half' }),
    ]);
    expect(zip.file(`uploads/requested-payslip-${payslip}.pdf`)).not.toBeNull();

    // The statements' transactions behind the verified income and the statement expenses.
    const statements = await read('bank-statements/transactions.json');
    expect(statements[0]).toMatchObject({ bank: 'ANZ' });
    expect(statements[0].transactions.length).toBeGreaterThan(10);
    expect(JSON.stringify(statements)).toContain('ACME LTD SALARY');

    // The credit report behind the commitments.
    expect(await read('credit/report.json')).toEqual({
      resultCode: 'C1',
      decision: 'conditional',
      commitments: SANDBOX_COMMITMENTS.conditional,
    });

    // The record version of the last decision by its order, not the table's.
    expect(manifest.decidedOn).toMatchObject({ outcome: 'approved', recordVersion: 2 });
    expect(zip.file('affordability/record-v2.json')).not.toBeNull();
    expect(zip.file('affordability/record-v1.json')).toBeNull();
    expect(zip.file('affordability/record-v3.json')).toBeNull();

    // The disclosure, when it was sent and when the applicant first opened it.
    expect(zip.file(`letters/disclosure-${letter.id}.pdf`)).not.toBeNull();
    expect(await read('letters/deliveries.json')).toEqual([
      {
        id: letter.id,
        kind: 'disclosure',
        recordVersion: 2,
        madeAt: now.toISOString(),
        sentAt: sentAt.toISOString(),
        firstOpenedAt: openedAt.toISOString(),
        firstOpenedBy: 'portal',
      },
    ]);
  });
});
