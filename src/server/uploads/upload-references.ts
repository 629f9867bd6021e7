import { and, eq, inArray } from 'drizzle-orm';
import { ID_UPLOAD_FIELDS } from '#domain/loan-application/fields/index.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import type { FieldErrors } from '../http-error.ts';

/** An upload as the answers name it: its kind and reference. */
const uploadKey = (kind: string, reference: string) => `${kind} ${reference}`;

function namedUploads(values: FormValues): string[] {
  const references: string[] = [];
  for (const name of Object.keys(ID_UPLOAD_FIELDS) as Array<keyof typeof ID_UPLOAD_FIELDS>) {
    const reference = values[name];
    if (typeof reference === 'string' && reference !== '') references.push(reference);
  }
  return references;
}

/**
 * The uploads of this application among those the answers name (one statement, none when they
 * name none), as `uploadReferenceProblems` reads them.
 */
export async function uploadsNamedBy(
  db: Database,
  applicationId: string,
  answers: readonly FormValues[],
): Promise<ReadonlySet<string>> {
  const references = [...new Set(answers.flatMap(namedUploads))];
  if (references.length === 0) return new Set();
  const found = await db
    .select({ reference: uploads.reference, kind: uploads.kind })
    .from(uploads)
    .where(and(eq(uploads.applicationId, applicationId), inArray(uploads.reference, references)));
  return new Set(found.map((upload) => uploadKey(upload.kind, upload.reference)));
}

/**
 * An ID upload answer must name a file uploaded for this application, of its kind (never trust the
 * browser: a reference from another application, or made up, is refused with the required message).
 */
export function uploadReferenceProblems(
  values: FormValues,
  uploaded: ReadonlySet<string>,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const [name, kind] of Object.entries(ID_UPLOAD_FIELDS)) {
    const reference = values[name];
    if (typeof reference !== 'string' || reference === '') continue;
    if (!uploaded.has(uploadKey(kind, reference))) fields[name] = MESSAGES.uploadRequired;
  }
  return fields;
}
