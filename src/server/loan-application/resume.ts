import type { ResumeAnswer } from '#domain/contracts/loan-app.ts';
import type { Database } from '../db/client.ts';
import { applicationReference, openApplication } from './application-access.ts';

export async function resumeApplication(
  db: Database,
  keys: { token: string; guid: string },
  options: { sessionTtlHours: number; now: Date },
): Promise<ResumeAnswer> {
  const row = await openApplication(db, keys, options);
  const reference = applicationReference(row);
  return {
    Token: row.token,
    Guid: row.guid,
    Reference: reference,
    Step: row.step,
    FormData: JSON.stringify(row.formData),
    // The reference and guid are the server's, whatever the state held when it was saved.
    FormState: JSON.stringify({ ...row.formState, appReference: reference, guid: row.guid }),
    CentrixResult: row.creditResult,
    Complete: row.complete,
  };
}
