import { createHash } from 'node:crypto';
import { asc, eq, isNotNull } from 'drizzle-orm';
import JSZip from 'jszip';
import { affordabilityPolicy } from '#content/lending/affordability-policy.ts';
import { householdBenchmark } from '#content/lending/household-benchmark.ts';
import { bankLinkReference } from '#domain/bank-link/bank-link.ts';
import {
  applicationAudits,
  applicationDecisions,
  applications,
  informationRequests,
  lendingDocuments,
  staffActions,
  uploads,
} from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import { lastDecision, recordVersion } from './affordability-records.ts';
import { affordabilityCopyPdf } from './documents/affordability-copy.ts';
import { identityChecksFor } from './identity.ts';
import { storeDocument } from './lending-documents.ts';

export interface ManifestEntry {
  path: string;
  what: string;
  sha256: string;
  bytes: number;
}

/** The decision whose affordability record version the pack holds. */
export interface DecidedOn {
  decisionId: number;
  outcome: string;
  recordVersion: number;
  decidedAt: string;
}

export interface EvidenceManifest {
  application: string;
  generatedAt: string;
  generatedBy: string;
  /** The last decision made on a record version (by its id), or null before any. */
  decidedOn: DecidedOn | null;
  files: ManifestEntry[];
}

export const STATEMENTS_UNAVAILABLE_MESSAGE =
  'The bank statements could not be read just now, so the evidence pack would be incomplete. Try again in a few minutes.';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

type PackDeps = Pick<
  ServiceDeps,
  'db' | 'adapters' | 'cipher' | 'clock' | 'actor' | 'config' | 'log'
>;
type Application = typeof applications.$inferSelect;
type LendingDocument = typeof lendingDocuments.$inferSelect;
interface PackFile {
  path: string;
  what: string;
  bytes: Buffer;
}

/**
 * The evidence pack for one application (issue 21 "Evidence pack", issue 30 finding 9): a zip of
 * the application as submitted and its save history, the credit report and the bank statements'
 * transactions behind the record's figures, the affordability record's version the last decision
 * was made on, identity evidence, every generated letter with its delivery and first opening,
 * every original upload (those sent for information requests too), the workspace's decisions,
 * information requests and actions, and a manifest with each file's SHA-256. Everything is read
 * here, in explicit orders, so no caller can leave a part out. The export itself is stored and
 * audited as a lending document. Staff only: the route that calls it checks the role.
 */
export async function buildEvidencePack(
  deps: PackDeps,
  applicationId: string,
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
    .orderBy(asc(lendingDocuments.createdAt), asc(lendingDocuments.id));
  const decidedOn = await lastDecisionOnARecord(deps, applicationId);
  const files = [
    ...(await applicationFiles(deps, application)),
    ...(await evidenceFiles(deps, application)),
    ...(await affordabilityFiles(deps, application, { now, version: decidedOn?.recordVersion })),
    {
      path: 'identity/checks.json',
      what: 'Identity checks and their evidence',
      bytes: json(await identityChecksFor(deps, applicationId)),
    },
    ...(await storedFiles(deps, applicationId, documents)),
    ...(await workspaceFiles(deps, applicationId, documents)),
  ];
  const manifest = manifestOf(deps, String(application.referenceNumber), now, files, decidedOn);
  const bytes = await zipOf(files, manifest, now);
  const stored = await storeDocument(deps, {
    applicationId,
    kind: 'evidence-pack',
    bytes,
    contentType: 'application/zip',
  });
  return { zip: bytes, manifest, documentId: stored.id };
}

/** The last decision made on an affordability record version, or null before any. */
async function lastDecisionOnARecord(
  deps: PackDeps,
  applicationId: string,
): Promise<DecidedOn | null> {
  const decision = await lastDecision(
    deps.db,
    applicationId,
    isNotNull(applicationDecisions.affordabilityVersion),
  );
  return decision
    ? {
        decisionId: decision.id,
        outcome: decision.outcome,
        recordVersion: decision.affordabilityVersion!,
        decidedAt: decision.createdAt.toISOString(),
      }
    : null;
}

/**
 * The evidence behind the record's figures: the credit report as the bureau gave it with the
 * application (result, decision, the commitments), and every shared statement's transactions
 * from the bank-statement provider (the verified income and statement expenses come from them).
 */
async function evidenceFiles(deps: PackDeps, application: Application): Promise<PackFile[]> {
  const reference = bankLinkReference(deps.config.env.BANK_LINK_ACCOUNT_CODE, application.token);
  let statements;
  try {
    statements = await deps.adapters.bankStatements.statements(reference);
  } catch (error) {
    deps.log.warn({ err: error }, 'bank statements unavailable for the evidence pack');
    throw new HttpError(503, STATEMENTS_UNAVAILABLE_MESSAGE);
  }
  return [
    {
      path: 'credit/report.json',
      what: 'The credit report behind the commitments',
      bytes: json({
        resultCode: application.creditResult,
        decision: application.creditDecision,
        commitments: application.creditCommitments ?? [],
      }),
    },
    {
      path: 'bank-statements/transactions.json',
      what: 'The shared bank statements and their transactions',
      bytes: json(statements),
    },
  ];
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

/**
 * Every generated letter (earlier packs aside) with when it was made, sent and first opened (a
 * disclosure is made in law from its sending: CCCFA s 27, s 35), and every original upload, the
 * documents sent for information requests among them, from storage.
 */
async function storedFiles(
  deps: PackDeps,
  applicationId: string,
  documents: readonly LendingDocument[],
): Promise<PackFile[]> {
  const files: PackFile[] = [];
  const letters = documents.filter((d) => d.kind !== 'evidence-pack');
  for (const document of letters) {
    const bytes = await deps.adapters.storage.get(document.storageReference);
    if (bytes)
      files.push({
        path: `letters/${document.kind}-${document.id}.pdf`,
        what: `${document.kind}, emailed ${document.sentAt?.toISOString() ?? 'not yet'}, first opened ${document.openedAt ? `${document.openedAt.toISOString()} by ${document.openedBy ?? ''}` : 'not yet'}`,
        bytes: Buffer.from(bytes),
      });
  }
  files.push({
    path: 'letters/deliveries.json',
    what: 'Each letter: made, sent, and first opened by the applicant',
    bytes: json(
      letters.map((document) => ({
        id: document.id,
        kind: document.kind,
        recordVersion: document.recordVersion,
        madeAt: document.createdAt.toISOString(),
        sentAt: document.sentAt?.toISOString() ?? null,
        firstOpenedAt: document.openedAt?.toISOString() ?? null,
        firstOpenedBy: document.openedBy,
      })),
    ),
  });
  const uploaded = await deps.db
    .select()
    .from(uploads)
    .where(eq(uploads.applicationId, applicationId))
    .orderBy(asc(uploads.createdAt), asc(uploads.reference));
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

/**
 * The workspace's own records, each in the order it was written: decisions, information requests
 * (each document's file is under uploads/, by its uploadReference), staff actions, and the
 * earlier exports of this pack.
 */
async function workspaceFiles(
  deps: PackDeps,
  applicationId: string,
  documents: readonly LendingDocument[],
): Promise<PackFile[]> {
  const [decisions, requests, actions] = await Promise.all([
    deps.db
      .select()
      .from(applicationDecisions)
      .where(eq(applicationDecisions.applicationId, applicationId))
      .orderBy(asc(applicationDecisions.id)),
    deps.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.applicationId, applicationId))
      .orderBy(asc(informationRequests.id)),
    deps.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.applicationId, applicationId))
      .orderBy(asc(staffActions.id)),
  ]);
  return [
    {
      path: 'workspace/decisions.json',
      what: 'Decisions with actor and reason',
      bytes: json(decisions),
    },
    {
      path: 'workspace/information-requests.json',
      what: 'Information requests and documents',
      bytes: json(requests),
    },
    {
      path: 'workspace/staff-actions.json',
      what: 'Staff actions (audit trail)',
      bytes: json(actions),
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
  decidedOn: DecidedOn | null,
): EvidenceManifest {
  return {
    application: reference,
    generatedAt: now.toISOString(),
    generatedBy: 'id' in deps.actor ? deps.actor.id : deps.actor.kind,
    decidedOn,
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
