import { and, eq } from 'drizzle-orm';
import { ID_UPLOAD_FIELDS } from '#domain/loan-application/fields/index.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import { HttpError, type FieldErrors } from '../http-error.ts';

/**
 * An ID upload answer must name a file uploaded for this application, of its kind (never trust the
 * browser: a reference from another application, or made up, is refused with the required message).
 */
export async function checkUploadReferences(
  db: Database,
  applicationId: string,
  values: FormValues,
  invalidMessage: string,
): Promise<void> {
  const fields: FieldErrors = {};
  for (const [name, kind] of Object.entries(ID_UPLOAD_FIELDS)) {
    const reference = values[name];
    if (typeof reference !== 'string' || reference === '') continue;
    const [found] = await db
      .select({ reference: uploads.reference })
      .from(uploads)
      .where(
        and(
          eq(uploads.reference, reference),
          eq(uploads.applicationId, applicationId),
          eq(uploads.kind, kind),
        ),
      )
      .limit(1);
    if (!found) fields[name] = MESSAGES.uploadRequired;
  }
  if (Object.keys(fields).length > 0) throw new HttpError(422, invalidMessage, fields);
}
