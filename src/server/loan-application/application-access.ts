import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { applications } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import { STEP_RULES } from '#domain/loan-application/fields/index.ts';
import { STEPS } from '#domain/loan-application/config.ts';
import { sameSecret } from './tokens.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * The answers stored encrypted (decision 030): the fields the rule table flags `encryptAtRest`.
 * Worked out here, on the server, so the browser's bundle does not carry the list.
 */
export const ENCRYPTED_FIELD_NAMES: readonly string[] = STEPS.flatMap((step) => STEP_RULES[step])
  .filter((rule) => rule.encryptAtRest)
  .map((rule) => rule.name);

export const APPLICATION_NOT_FOUND_MESSAGE = 'We could not find your application.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired';

const MS_PER_HOUR = 3_600_000;

/** An unfinished application not saved within the session window can no longer be opened anonymously. */
export function isSessionExpired(
  row: Pick<ApplicationRow, 'complete' | 'updatedAt'>,
  sessionTtlHours: number,
  now: Date,
): boolean {
  return !row.complete && now.getTime() - row.updatedAt.getTime() > sessionTtlHours * MS_PER_HOUR;
}

/**
 * Opens an application with its Token and Guid, the pair the browser keeps. Unknown token or a
 * Guid that does not match: 404 (we cannot tell a typo from a guess, and say nothing about which
 * half was wrong). Expired session: 401, so the browser shows the session-error modal (§8).
 * The row's answers come back decrypted (decision 030).
 */
export async function openApplication(
  { db, cipher }: { db: Database; cipher: ServiceDeps['cipher'] },
  keys: { token: string; guid: string },
  options: { sessionTtlHours: number; now: Date },
): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.token, keys.token))
    .limit(1);
  if (!row || !sameSecret(row.guid, keys.guid))
    throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
  if (isSessionExpired(row, options.sessionTtlHours, options.now))
    throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  return { ...row, formData: cipher.decryptFields(row.formData, ENCRYPTED_FIELD_NAMES) };
}

/**
 * The short reference shown to the applicant and staff (Application ID, confirmation page): the
 * reference number as written. The save's key stores it the same way in SQL (writeSave).
 */
export function applicationReference(row: Pick<ApplicationRow, 'referenceNumber'>): string {
  return String(row.referenceNumber);
}
