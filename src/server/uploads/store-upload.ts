import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ID_UPLOAD_SETTINGS, type IdUploadKind } from '#domain/forms/file-upload.ts';
import type { UploadFields } from '#domain/contracts/uploads.ts';
import { uploads } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { StorageUnavailableError } from '../adapters/storage/index.ts';
import { openApplication } from '../loan-application/application-access.ts';
import { ALREADY_SUBMITTED_MESSAGE } from '../loan-application/save/messages.ts';
import type { ServiceDeps } from '../services.ts';
import { recordViews } from '../staff/access-log.ts';
import { judgeUploadedFile } from './file-checks.ts';

export const UPLOADS_FOR_BROKERS_MESSAGE = 'ID uploads are made by the broker of the application.';
export const STORAGE_UNAVAILABLE_MESSAGE =
  'We could not store your file just now. Please try again in a few minutes.';

export type UploadDeps = Pick<
  ServiceDeps,
  'db' | 'adapters' | 'config' | 'clock' | 'log' | 'actor' | 'cipher'
>;

/**
 * Stores one ID upload (issue 8 "ID uploads" 2, decision 031): a broker's (loan-application §6
 * "Broker: sees ... ID uploads"), for an application still open, found by its Token and Guid as a
 * save finds it. The file is judged first, so a refused file stores nothing; then the bytes go to
 * the storage adapter and the record (hash, type by content, size, application, uploader) to the
 * database. Answers the stored file's reference.
 */
export async function storeIdUpload(
  deps: UploadDeps,
  kind: IdUploadKind,
  fields: UploadFields,
  file: { name: string; bytes: Buffer },
): Promise<string> {
  const { actor } = deps;
  if (actor.kind !== 'broker') throw new HttpError(403, UPLOADS_FOR_BROKERS_MESSAGE);
  const application = await openApplication(
    deps,
    { token: fields.Token, guid: fields.Guid },
    { sessionTtlHours: deps.config.env.APPLICATION_SESSION_TTL_HOURS, now: deps.clock() },
  );
  if (application.complete) throw new HttpError(403, ALREADY_SUBMITTED_MESSAGE);
  return storeUploadedFile(deps, file, (stored) =>
    deps.db
      .insert(uploads)
      .values({
        ...stored,
        applicationId: application.id,
        kind,
        uploadedByKind: actor.kind,
        uploadedById: actor.id,
        createdAt: deps.clock(),
      })
      .then(() => undefined),
  );
}

/** A judged file in storage, in the columns of its `uploads` row. */
export interface StoredFile {
  reference: string;
  detectedType: string;
  sha256: string;
  sizeBytes: number;
}

/**
 * The one way a file goes into storage: judged by its content (the ID uploads' rules), its bytes
 * to the storage adapter (a 503 with our message when storage is down), then `record` writes its
 * row. No record, no file: when `record` fails, the stored bytes are removed. Answers the
 * reference.
 */
export async function storeUploadedFile(
  deps: Pick<ServiceDeps, 'adapters' | 'log'>,
  file: { name: string; bytes: Buffer },
  record: (stored: StoredFile) => Promise<void>,
): Promise<string> {
  const detectedType = await judgeUploadedFile(file, ID_UPLOAD_SETTINGS);
  let reference: string;
  try {
    reference = await deps.adapters.storage.put(file.bytes, { contentType: detectedType });
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    deps.log.warn({ err: error }, 'upload storage unavailable');
    throw new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE);
  }
  try {
    await record({
      reference,
      detectedType,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      sizeBytes: file.bytes.length,
    });
  } catch (error) {
    // No record, no file: a file nobody can find is not kept.
    await deps.adapters.storage.remove(reference).catch(() => undefined);
    throw error;
  }
  return reference;
}

/**
 * A stored upload for its reader: staff, or the actor who uploaded it. Anyone else gets null, as
 * for a reference that does not exist (a 404 says nothing about which).
 */
export async function readIdUpload(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'actor' | 'log' | 'clock' | 'requestId'>,
  reference: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  const { actor } = deps;
  if (actor.kind === 'anonymous') return null;
  const [row] = await deps.db
    .select()
    .from(uploads)
    .where(
      actor.kind === 'staff'
        ? eq(uploads.reference, reference)
        : and(
            eq(uploads.reference, reference),
            eq(uploads.uploadedByKind, actor.kind),
            eq(uploads.uploadedById, actor.id),
          ),
    )
    .limit(1);
  if (!row) return null;
  let bytes: Buffer | null;
  try {
    bytes = await deps.adapters.storage.get(reference);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    deps.log.warn({ err: error }, 'upload storage unavailable');
    throw new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE);
  }
  // A staff member opening an ID scan, a payslip or another document is in the access log
  // (Privacy Act 2020 IPP 5, issue 30 finding 8), before the bytes leave.
  if (bytes && actor.kind === 'staff' && row.applicationId)
    await recordViews(
      deps.db,
      { actor, requestId: deps.requestId, now: deps.clock() },
      { action: 'viewed-upload', details: { upload: row.reference, kind: row.kind } },
      [row.applicationId],
    );
  return bytes && { bytes, type: row.detectedType };
}
