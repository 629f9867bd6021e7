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

type PackDeps = Pick<ServiceDeps, 'db' | 'adapters' | 'cipher' | 'clock' | 'actor' | 'config'>;
type Application = typeof applications.$inferSelect;
type LendingDocument = typeof lendingDocuments.$inferSelect;
interface PackFile {
  path: string;
  what: string;
  bytes: Buffer;
}

/**
 * The evidence pack for one application (issue 21 "Evidence pack"): a zip of the application as
 * submitted and its save history, the affordability record's copy at decision time, identity
 * evidence, every generated letter and original upload, the workspace's decisions, requests and
 * actions, and a manifest with each file's SHA-256. The export itself is stored and audited as a
 * lending document. Staff only: the route that calls it checks the role.
 */
export async function buildEvidencePack(
  deps: PackDeps,
  applicationId: string,
  workspace: WorkspaceParts = {},
): Promise<{ zip: Buffer; manifest: EvidenceManifest; documentId: string }> {
  const [application] = await deps.db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw new HttpError(404, 'There is no such application.');
  const now = deps.clock();
  const documents = await deps.db
    .select()
    .from(lendingDocuments)
    .where(eq(lendingDocuments.applicationId, applicationId))
    .orderBy(asc(lendingDocuments.createdAt));
  const files = [
    ...(await applicationFiles(deps, application)),
    ...(await affordabilityFiles(deps, application, { now, version: workspace.decidedOnVersion })),
    {
      path: 'identity/checks.json',
      what: 'Identity checks and their evidence',
      bytes: json(await identityChecksFor(deps, applicationId)),
    },
    ...(await storedFiles(deps, applicationId, documents)),
    ...workspaceFiles(workspace, documents),
  ];
  const manifest = manifestOf(deps, String(application.referenceNumber), now, files);
  const bytes = await zipOf(files, manifest, now);
  const stored = await storeDocument(deps, {
    applicationId,
    kind: 'evidence-pack',
    bytes,
    contentType: 'application/zip',
  });
  return { zip: bytes, manifest, documentId: stored.id };
}

/** The application as submitted and every save with its actor (answers kept out of the history). */
async function applicationFiles(deps: PackDeps, application: Application): Promise<PackFile[]> {
  const audits = await deps.db
    .select()
    .from(applicationAudits)
    .where(eq(applicationAudits.applicationId, application.id))
    .orderBy(asc(applicationAudits.id));
  return [
    {
      path: 'application/as-submitted.json',
      what: 'The application as submitted',
      bytes: json({
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
    },
    {
      path: 'application/save-history.json',
      what: 'Every save with its actor',
      bytes: json(audits.map(({ formData: _f, formState: _s, ...audit }) => audit)),
    },
  ];
}

/** The affordability record the decision was made on (or the latest), as its copy and as data. */
async function affordabilityFiles(
  deps: PackDeps,
  application: Application,
  { now, version }: { now: Date; version: number | undefined },
): Promise<PackFile[]> {
  const record = await recordVersion(deps, application.id, version);
  if (!record) return [];
  const name =
    String(application.formData.FirstName ?? '') +
    ' ' +
    String(application.formData.LastName ?? '');
  return [
    {
      path: `affordability/record-v${record.version}.pdf`,
      what: 'The affordability and suitability record at decision time',
      bytes: await affordabilityCopyPdf({
        reference: String(application.referenceNumber),
        borrowerName: name.trim(),
        issuedAt: now,
        version: record.version,
        record: record.record,
        assessment: record.assessment,
        policyName: affordabilityPolicy.name,
        benchmarkSource: householdBenchmark.source,
      }),
    },
    {
      path: `affordability/record-v${record.version}.json`,
      what: 'The record and its assessment',
      bytes: json(record),
    },
  ];
}

/** Every generated letter (earlier packs aside) and every original upload, from storage. */
async function storedFiles(
  deps: PackDeps,
  applicationId: string,
  documents: readonly LendingDocument[],
): Promise<PackFile[]> {
  const files: PackFile[] = [];
  for (const document of documents.filter((d) => d.kind !== 'evidence-pack')) {
    const bytes = await deps.adapters.storage.get(document.storageReference);
    if (bytes)
      files.push({
        path: `letters/${document.kind}-${document.id}.pdf`,
        what: `${document.kind}, emailed ${document.sentAt?.toISOString() ?? 'not yet'}, first opened ${document.openedAt ? `${document.openedAt.toISOString()} by ${document.openedBy ?? ''}` : 'not yet'}`,
        bytes: Buffer.from(bytes),
      });
  }
  const uploaded = await deps.db
    .select()
    .from(uploads)
    .where(eq(uploads.applicationId, applicationId));
  for (const upload of uploaded) {
    const bytes = await deps.adapters.storage.get(upload.reference);
    if (bytes)
      files.push({
        path: `uploads/${upload.kind}-${upload.reference}.${upload.detectedType.split('/')[1] ?? 'bin'}`,
        what: `Original upload (${upload.kind}), SHA-256 at upload ${upload.sha256}`,
        bytes: Buffer.from(bytes),
      });
  }
  return files;
}

/** What the workspace passed in, and the earlier exports of this pack. */
function workspaceFiles(workspace: WorkspaceParts, documents: readonly LendingDocument[]) {
  return [
    {
      path: 'workspace/decisions.json',
      what: 'Decisions with actor and reason',
      bytes: json(workspace.decisions ?? []),
    },
    {
      path: 'workspace/information-requests.json',
      what: 'Information requests and documents',
      bytes: json(workspace.informationRequests ?? []),
    },
    {
      path: 'workspace/staff-actions.json',
      what: 'Staff actions (audit trail)',
      bytes: json(workspace.staffActions ?? []),
    },
    {
      path: 'exports.json',
      what: 'Earlier exports of this pack',
      bytes: json(
        documents
          .filter((d) => d.kind === 'evidence-pack')
          .map((d) => ({ id: d.id, at: d.createdAt, by: d.actorId })),
      ),
    },
  ];
}

function manifestOf(
  deps: PackDeps,
  reference: string,
  now: Date,
  files: readonly PackFile[],
): EvidenceManifest {
  return {
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
}

async function zipOf(files: readonly PackFile[], manifest: EvidenceManifest, now: Date) {
  const zip = new JSZip();
  for (const file of files) zip.file(file.path, file.bytes, { date: now });
  zip.file('manifest.json', json(manifest), { date: now });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
