import { desc, eq } from 'drizzle-orm';
import {
  IdentityCheckUnavailableError,
  type IdentityCheckResult,
  type IdentitySubject,
} from '../adapters/identity-check/index.ts';
import { identityChecks } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';

/** The encrypted column's field name (the cipher binds a value to it). */
const DOCUMENT_NUMBER_FIELD = 'identity_checks.document_number';

export const IDENTITY_UNAVAILABLE_MESSAGE =
  'The identity check is not available right now. Please try again shortly.';

export interface StoredIdentityCheck extends IdentityCheckResult {
  id: string;
  documentKind: IdentitySubject['document']['kind'];
  /** The document number's last three characters, for the officer to compare with the upload. */
  documentNumberEnding: string;
  checkedAt: Date;
}

/**
 * Checks an applicant's identity electronically and keeps the result and its evidence with the
 * application (issue 21 "Identity verification"): the document number encrypted at rest, the
 * sources and watchlists as evidence. A provider that is down is a 503; nothing is stored then.
 */
export async function runIdentityCheck(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'cipher' | 'clock' | 'actor'>,
  applicationId: string,
  subject: IdentitySubject,
): Promise<StoredIdentityCheck> {
  let result: IdentityCheckResult;
  try {
    result = await deps.adapters.identityCheck.check(subject);
  } catch (error) {
    if (error instanceof IdentityCheckUnavailableError)
      throw new HttpError(503, IDENTITY_UNAVAILABLE_MESSAGE);
    throw error;
  }
  const checkedAt = deps.clock();
  const [row] = await deps.db
    .insert(identityChecks)
    .values({
      applicationId,
      provider: deps.adapters.identityCheck.provider,
      documentKind: subject.document.kind,
      documentNumber: deps.cipher.encrypt(DOCUMENT_NUMBER_FIELD, subject.document.number),
      outcome: result.outcome,
      documentMatched: result.documentSource.matched,
      nameSecondSource: result.nameSource.matched,
      politicallyExposed: result.politicallyExposed,
      sanctioned: result.sanctioned,
      evidence: { ...result },
      actorKind: deps.actor.kind,
      actorId: 'id' in deps.actor ? deps.actor.id : null,
      checkedAt,
    })
    .returning({ id: identityChecks.id });
  return {
    ...result,
    id: row!.id,
    documentKind: subject.document.kind,
    documentNumberEnding: subject.document.number.slice(-3),
    checkedAt,
  };
}

/** Every identity check of an application, newest first, as the workspace and evidence pack show them. */
export async function identityChecksFor(
  deps: Pick<ServiceDeps, 'db' | 'cipher'>,
  applicationId: string,
): Promise<StoredIdentityCheck[]> {
  const rows = await deps.db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.applicationId, applicationId))
    .orderBy(desc(identityChecks.checkedAt));
  return rows.map((row) => ({
    ...(row.evidence as unknown as IdentityCheckResult),
    id: row.id,
    documentKind: row.documentKind as StoredIdentityCheck['documentKind'],
    documentNumberEnding: deps.cipher.decrypt(DOCUMENT_NUMBER_FIELD, row.documentNumber).slice(-3),
    checkedAt: row.checkedAt,
  }));
}
