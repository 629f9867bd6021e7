import type { ServiceDeps } from '../services.ts';
import { applicationReference, openApplication } from './application-access.ts';

/** POST /api/loan-app/resume: what the browser restores from (it keeps only Token and Guid). */
export interface ResumeResponse {
  Token: string;
  Guid: string;
  Reference: string;
  /** The highest step the applicant may open (1 to 4). */
  Step: number;
  /** JSON strings, in the same shape the save call sends them. */
  FormData: string;
  FormState: string;
  CentrixResult: string | null;
  Complete: boolean;
}

export async function resumeApplication(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>,
  keys: { token: string; guid: string },
): Promise<ResumeResponse> {
  const row = await openApplication(deps.db, keys, {
    sessionTtlHours: deps.config.env.APPLICATION_SESSION_TTL_HOURS,
    now: deps.clock(),
  });
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
