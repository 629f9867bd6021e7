import type { ResumeAnswer } from '#domain/contracts/loan-app.ts';
import type { ServiceDeps } from '../services.ts';
import { applicationReference, openApplication } from './application-access.ts';
import { checkApplicationOwner } from './customer-access.ts';

export async function resumeApplication(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock' | 'cipher' | 'actor'>,
  keys: { token: string; guid: string },
): Promise<ResumeAnswer> {
  const row = await openApplication(deps, keys, {
    sessionTtlHours: deps.config.env.APPLICATION_SESSION_TTL_HOURS,
    now: deps.clock(),
  });
  // A customer's or broker's application opens only in their own session (§6).
  checkApplicationOwner(deps.actor, undefined, row.ownerAccountId);
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
