import { and, eq, isNull } from 'drizzle-orm';
import { affordabilityPolicy } from '#content/lending/affordability-policy.ts';
import { householdBenchmark } from '#content/lending/household-benchmark.ts';
import type { IdentitySubject } from '../adapters/identity-check/index.ts';
import { affordabilityCopyRequests } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { ENCRYPTED_FIELD_NAMES } from '../loan-application/application-access.ts';
import { recordStaffAction } from '../staff/access.ts';
import { requestIdentityDocuments } from '../staff/information-requests.ts';
import { findForStaff, type WorkspaceRow } from '../staff/workflow.ts';
import { recordVersion } from './affordability-records.ts';
import { affordabilityCopyPdf } from './documents/affordability-copy.ts';
import { buildEvidencePack } from './evidence-pack.ts';
import { runIdentityCheck } from './identity.ts';
import {
  documentOfApplication,
  idWithin,
  recordDelivery,
  storeDocument,
} from './lending-documents.ts';
import type { LendingDeps } from './workspace-lending.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const NO_DOCUMENT_MESSAGE =
  'The application has no number for that identity document. Record what was seen instead.';

/** The identity check's subject from the application's own answers (steps 1 to 3). */
function subjectOf(
  deps: LendingDeps,
  row: WorkspaceRow,
  kind: 'driver-licence' | 'passport',
): IdentitySubject {
  const answers = deps.services.cipher.decryptFields(row.formData, ENCRYPTED_FIELD_NAMES);
  const number = text(
    answers[kind === 'driver-licence' ? 'DriverLicenceNumber' : 'PassportNumber'],
  );
  if (!number) throw new HttpError(422, NO_DOCUMENT_MESSAGE, { documentKind: NO_DOCUMENT_MESSAGE });
  const person = {
    firstName: text(answers.FirstName),
    middleName: text(answers.MiddleName),
    lastName: text(answers.LastName),
    dateOfBirth: text(answers.DateOfBirth).replaceAll('/', '-'),
  };
  return kind === 'driver-licence'
    ? {
        ...person,
        document: { kind, number, version: text(answers.DriverLicenceVersion) },
      }
    : { ...person, document: { kind, number } };
}

/**
 * Runs the electronic identity check from the workspace (issue 21 "Identity verification") on the
 * applicant's own answers; the result and its evidence are stored, the action audited, and a
 * check that cannot verify asks the applicant for an identity document (issue 30 finding 2).
 */
export async function checkIdentity(
  deps: LendingDeps,
  reference: string,
  kind: 'driver-licence' | 'passport',
): Promise<{ outcome: 'verified' | 'not-verified'; documentsRequested: boolean }> {
  const row = await findForStaff(deps.services.db, reference);
  const stored = await runIdentityCheck(deps.services, row.id, subjectOf(deps, row, kind));
  await recordStaffAction(deps.services.db, deps.workspace, {
    applicationId: row.id,
    action: 'identity-checked',
    details: { outcome: stored.outcome },
  });
  // A check that cannot verify to the code of practice's standard asks the applicant for an
  // identity document at once (issue 30 finding 2): the officer then records what was seen.
  const documentsRequested =
    stored.outcome === 'verified'
      ? false
      : await requestIdentityDocuments(deps.workspace, reference);
  return { outcome: stored.outcome, documentsRequested };
}

/**
 * Produces the copy of the affordability record a borrower asked for (CCCFA s 9CA) from its
 * stored latest version, keeps it, marks the request done and the copy delivered to the portal.
 */
export async function produceCopy(
  deps: LendingDeps,
  reference: string,
  requestId: string,
): Promise<{ documentId: string }> {
  const { services } = deps;
  const row = await findForStaff(services.db, reference);
  const [request] = await services.db
    .select()
    .from(affordabilityCopyRequests)
    .where(idWithin(affordabilityCopyRequests, requestId, row.id));
  if (!request) throw new HttpError(404, 'There is no such request for a copy.');
  if (request.producedAt) throw new HttpError(409, 'The copy for this request was already made.');
  const latest = await recordVersion(services, row.id);
  if (!latest) throw new HttpError(409, 'There is no affordability record to copy yet.');
  const bytes = await affordabilityCopyPdf({
    reference,
    borrowerName: row.applicantName,
    issuedAt: services.clock(),
    version: latest.version,
    record: latest.record,
    assessment: latest.assessment,
    policyName: affordabilityPolicy.name,
    benchmarkSource: householdBenchmark.source,
  });
  const stored = await storeDocument(services, {
    applicationId: row.id,
    kind: 'affordability-copy',
    bytes,
    contentType: 'application/pdf',
    recordVersion: latest.version,
  });
  const done = await services.db
    .update(affordabilityCopyRequests)
    .set({
      producedAt: services.clock(),
      producedBy: deps.workspace.actor.id,
      documentId: stored.id,
    })
    .where(
      and(
        eq(affordabilityCopyRequests.id, request.id),
        isNull(affordabilityCopyRequests.producedAt),
      ),
    )
    .returning({ id: affordabilityCopyRequests.id });
  if (done.length === 0) throw new HttpError(409, 'The copy for this request was already made.');
  await recordDelivery(services, stored.id, 'portal');
  await recordStaffAction(services.db, deps.workspace, {
    applicationId: row.id,
    action: 'affordability-copy-produced',
    details: { version: latest.version },
  });
  return { documentId: stored.id };
}

/** A stored letter or pack for staff, by its id within the application; the opening recorded. */
export async function staffDocument(deps: LendingDeps, reference: string, id: string) {
  const row = await findForStaff(deps.services.db, reference);
  const { document, bytes } = await documentOfApplication(
    deps.services,
    row.id,
    id,
    'There is no such document.',
  );
  // Opening a letter or an evidence pack is in the access log (Privacy Act 2020 IPP 5).
  await recordStaffAction(deps.services.db, deps.workspace, {
    applicationId: row.id,
    action: 'viewed-document',
    details: { document: document.id, kind: document.kind },
  });
  return { document, bytes };
}

/**
 * The evidence pack export (issue 21), staff only: the pack reads every part itself (issue 30
 * finding 9), and the export is audited as a staff action besides its own stored row.
 */
export async function exportEvidencePack(deps: LendingDeps, reference: string) {
  const row = await findForStaff(deps.services.db, reference);
  const pack = await buildEvidencePack(deps.services, row.id);
  await recordStaffAction(deps.services.db, deps.workspace, {
    applicationId: row.id,
    action: 'evidence-pack-exported',
    details: { documentId: pack.documentId },
  });
  return pack;
}
