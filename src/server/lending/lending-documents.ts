import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { lendingDocuments } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
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
