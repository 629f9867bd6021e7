import { eq } from 'drizzle-orm';
import type { ResumeAnswer } from '#domain/contracts/loan-app.ts';
import { applications } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import {
  ENCRYPTED_FIELD_NAMES,
  SESSION_EXPIRED_MESSAGE,
  applicationReference,
  isSessionExpired,
} from './application-access.ts';
import { checkApplicationOwner } from './customer-access.ts';

/**
 * Resumes the application the visitor's session holds (decision 059): any tab of the browser gets
 * it, and nothing the browser sends (no Token, no Guid, no `ref` or `appref`) opens another. No
 * held application, or a submitted one, is null (the route's 204, not an error a browser logs):
 * the browser starts a new application, and a submitted one shows only its confirmation page.
 */
export async function resumeApplication(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock' | 'cipher' | 'actor'>,
  heldApplicationId: string | null,
): Promise<ResumeAnswer | null> {
  if (!heldApplicationId) return null;
  const [row] = await deps.db
    .select()
    .from(applications)
    .where(eq(applications.id, heldApplicationId))
    .limit(1);
  if (!row || row.complete) return null;
  if (isSessionExpired(row, deps.config.env.APPLICATION_SESSION_TTL_HOURS, deps.clock()))
    throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  // A customer's or broker's application opens only in their own session (§6).
  checkApplicationOwner(deps.actor, undefined, row.ownerAccountId);
  const reference = applicationReference(row);
  const formData = deps.cipher.decryptFields(row.formData, ENCRYPTED_FIELD_NAMES);
  return {
    Token: row.token,
    Guid: row.guid,
    Reference: reference,
    Step: row.step,
    Version: row.version,
    FormData: JSON.stringify(formData),
    // The reference and guid are the server's, whatever the state held when it was saved.
    FormState: JSON.stringify({ ...row.formState, appReference: reference, guid: row.guid }),
    CentrixResult: row.creditResult,
    Complete: row.complete,
  };
}

/**
 * Whether the visitor's session holds an application they can still finish: what the calculator's
 * "Continue my application" banner waits for (site-and-tools §2, decision 059). Reads only the
 * held application's status, never its answers.
 */
export async function holdsUnfinishedApplication(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>,
  heldApplicationId: string | null,
): Promise<boolean> {
  if (!heldApplicationId) return false;
  const [row] = await deps.db
    .select({ complete: applications.complete, updatedAt: applications.updatedAt })
    .from(applications)
    .where(eq(applications.id, heldApplicationId))
    .limit(1);
  return (
    row !== undefined &&
    !row.complete &&
    !isSessionExpired(row, deps.config.env.APPLICATION_SESSION_TTL_HOURS, deps.clock())
  );
}
