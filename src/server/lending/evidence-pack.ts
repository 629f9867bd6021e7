import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { affordabilityPolicy } from '#content/lending/affordability-policy.ts';
import { householdBenchmark } from '#content/lending/household-benchmark.ts';
import { applicationAudits, applications, lendingDocuments, uploads } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import { recordVersion } from './affordability-records.ts';
import { affordabilityCopyPdf } from './documents/affordability-copy.ts';
import { identityChecksFor } from './identity.ts';
import { storeDocument } from './lending-documents.ts';

export interface ManifestEntry {
  path: string;
  what: string;
  sha256: string;
  bytes: number;
}

export interface EvidenceManifest {
  application: string;
  generatedAt: string;
  generatedBy: string;
  files: ManifestEntry[];
}

/** What the workspace owns and passes in: decisions, information requests, staff actions. */
export interface WorkspaceParts {
  decisions?: readonly unknown[];
  informationRequests?: readonly unknown[];
  staffActions?: readonly unknown[];
  /** The decision's record version, when a decision was made on one. */
  decidedOnVersion?: number;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * The evidence pack for one application (issue 21 "Evidence pack"): a zip of the application as
 * submitted and its save history, the affordability record's copy at decision time, identity
 * evidence, every generated letter and original upload, the workspace's decisions, requests and
 * actions, and a manifest with each file's SHA-256. The export itself is stored and audited as a
 * lending document. Staff only: the route that calls it checks the role.
 */
export async function buildEvidencePack(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'cipher' | 'clock' | 'actor' | 'config'>,
  applicationId: string,
  workspace: WorkspaceParts = {},
): Promise<{ zip: Buffer; manifest: EvidenceManifest; documentId: string }> {
  const [application] = await deps.db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw new HttpError(404, 'There is no such application.');
  const reference = String(application.referenceNumber);
  const now = deps.clock();
  const files: { path: string; what: string; bytes: Buffer }[] = [];
  const add = (path: string, what: string, bytes: Buffer) => files.push({ path, what, bytes });

  add(
    'application/as-submitted.json',
    'The application as submitted',
    json({
      step: application.step,
      complete: application.complete,
      source: application.source,
      creditResult: application.creditResult,
      creditDecision: application.creditDecision,
      creditCommitments: application.creditCommitments,
      answers: application.formData,
      createdAt: application.createdAt,
      updatedAt: application.updatedAt,
    }),
  );
  const audits = await deps.db
    .select()
    .from(applicationAudits)
    .where(eq(applicationAudits.applicationId, applicationId))
    .orderBy(asc(applicationAudits.id));
  add(
    'application/save-history.json',
    'Every save with its actor',
    json(audits.map(({ formData: _f, formState: _s, ...audit }) => audit)),
  );

  const record = await recordVersion(deps, applicationId, workspace.decidedOnVersion);
  if (record) {
    const name =
      String(application.formData.FirstName ?? '') +
      ' ' +
      String(application.formData.LastName ?? '');
    add(
      `affordability/record-v${record.version}.pdf`,
      'The affordability and suitability record at decision time',
      await affordabilityCopyPdf({
        reference,
        borrowerName: name.trim(),
        issuedAt: now,
        version: record.version,
        record: record.record,
        assessment: record.assessment,
        policyName: affordabilityPolicy.name,
        benchmarkSource: householdBenchmark.source,
      }),
    );
    add(
      `affordability/record-v${record.version}.json`,
      'The record and its assessment',
      json(record),
    );
  }
  add(
    'identity/checks.json',
    'Identity checks and their evidence',
    json(await identityChecksFor(deps, applicationId)),
  );

  const documents = await deps.db
    .select()
    .from(lendingDocuments)
    .where(eq(lendingDocuments.applicationId, applicationId))
    .orderBy(asc(lendingDocuments.createdAt));
  for (const document of documents.filter((d) => d.kind !== 'evidence-pack')) {
    const bytes = await deps.adapters.storage.get(document.storageReference);
    if (bytes)
      add(
        `letters/${document.kind}-${document.id}.pdf`,
        `${document.kind}, emailed ${document.sentAt?.toISOString() ?? 'not yet'}, first opened ${document.openedAt ? `${document.openedAt.toISOString()} by ${document.openedBy ?? ''}` : 'not yet'}`,
        Buffer.from(bytes),
      );
  }
  const uploaded = await deps.db
    .select()
    .from(uploads)
    .where(eq(uploads.applicationId, applicationId));
  for (const upload of uploaded) {
    const bytes = await deps.adapters.storage.get(upload.reference);
    if (bytes)
      add(
        `uploads/${upload.kind}-${upload.reference}.${upload.detectedType.split('/')[1] ?? 'bin'}`,
        `Original upload (${upload.kind}), SHA-256 at upload ${upload.sha256}`,
        Buffer.from(bytes),
      );
  }
  add(
    'workspace/decisions.json',
    'Decisions with actor and reason',
    json(workspace.decisions ?? []),
  );
  add(
    'workspace/information-requests.json',
    'Information requests and documents',
    json(workspace.informationRequests ?? []),
  );
  add(
    'workspace/staff-actions.json',
    'Staff actions (audit trail)',
    json(workspace.staffActions ?? []),
  );
  add(
    'exports.json',
    'Earlier exports of this pack',
    json(
      documents
        .filter((d) => d.kind === 'evidence-pack')
        .map((d) => ({ id: d.id, at: d.createdAt, by: d.actorId })),
    ),
  );

  const manifest: EvidenceManifest = {
    application: reference,
    generatedAt: now.toISOString(),
    generatedBy: 'id' in deps.actor ? deps.actor.id : deps.actor.kind,
    files: files.map((file) => ({
      path: file.path,
      what: file.what,
      sha256: sha256(file.bytes),
      bytes: file.bytes.length,
    })),
  };
  const zip = new JSZip();
  for (const file of files) zip.file(file.path, file.bytes, { date: now });
  zip.file('manifest.json', json(manifest), { date: now });
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  const stored = await storeDocument(deps, {
    applicationId,
    kind: 'evidence-pack',
    bytes,
    contentType: 'application/zip',
  });
  return { zip: bytes, manifest, documentId: stored.id };
}
