import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lendingDocuments } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';

export const LENDING_DOCUMENT_KINDS = [
  'disclosure',
  'decline-notice',
  'affordability-copy',
  'evidence-pack',
  'signed-contract',
] as const;
export type LendingDocumentKind = (typeof LENDING_DOCUMENT_KINDS)[number];

/**
 * Keeps a generated letter or pack: the bytes in the storage adapter, a row saying what it is,
 * who made it and from which record version (each row is the audit of its making).
 */
export async function storeDocument(
  deps: Pick<ServiceDeps, 'adapters' | 'actor' | 'clock'> & { db: Pick<Database, 'insert'> },
  document: {
    applicationId: string;
    kind: LendingDocumentKind;
    bytes: Buffer;
    contentType: string;
    recordVersion?: number;
  },
): Promise<{ id: string; storageReference: string }> {
  const storageReference = await deps.adapters.storage.put(document.bytes, {
    contentType: document.contentType,
  });
  const [row] = await deps.db
    .insert(lendingDocuments)
    .values({
      applicationId: document.applicationId,
      kind: document.kind,
      storageReference,
      contentType: document.contentType,
      sha256: createHash('sha256').update(document.bytes).digest('hex'),
      sizeBytes: document.bytes.length,
      recordVersion: document.recordVersion ?? null,
      actorKind: deps.actor.kind,
      actorId: 'id' in deps.actor ? deps.actor.id : null,
      createdAt: deps.clock(),
    })
    .returning({ id: lendingDocuments.id });
  return { id: row!.id, storageReference };
}

/**
 * Records the applicant's first opening of a letter (portal or status link), once: the workspace
 * and the evidence pack show it. An email is not an opening, and queueing it is not sending it:
 * the outbox worker records the sending when the provider accepts the message
 * (`recordLetterSent` in src/server/email/letter-sent.ts).
 */
export async function recordDelivery(
  deps: Pick<ServiceDeps, 'clock'> & { db: Pick<Database, 'update'> },
  documentId: string,
  deliveredBy: 'portal' | 'status-link',
): Promise<boolean> {
  const updated = await deps.db
    .update(lendingDocuments)
    .set({ openedAt: deps.clock(), openedBy: deliveredBy })
    .where(and(eq(lendingDocuments.id, documentId), isNull(lendingDocuments.openedAt)))
    .returning({ id: lendingDocuments.id });
  return updated.length === 1;
}

/**
 * The row `id` of a table of applications' rows, only within the application: a row is never
 * found by its id alone (an id from the address cannot open another person's).
 */
export const idWithin = (
  table: { id: AnyPgColumn; applicationId: AnyPgColumn },
  id: string,
  applicationId: string,
) => and(eq(table.id, id), eq(table.applicationId, applicationId));

/**
 * One of the application's stored documents with its bytes, never by its id alone: of `kinds`
 * when given, else any. None, or its file gone, is a 404 saying `missing`.
 */
export async function documentOfApplication(
  deps: Pick<ServiceDeps, 'db' | 'adapters'>,
  applicationId: string,
  documentId: string,
  missing: string,
  kinds?: readonly string[],
) {
  const [document] = await deps.db
    .select()
    .from(lendingDocuments)
    .where(
      and(
        idWithin(lendingDocuments, documentId, applicationId),
        kinds ? inArray(lendingDocuments.kind, [...kinds]) : undefined,
      ),
    );
  const bytes = document ? await deps.adapters.storage.get(document.storageReference) : null;
  if (!document || !bytes) throw new HttpError(404, missing);
  return { document, bytes };
}
