import { and, eq, gt, ne } from 'drizzle-orm';
import type { PreSaveCheckAnswer } from '#domain/contracts/loan-app.ts';
import { PRE_SAVE_CHECK_FAILED_MESSAGE } from '#domain/contracts/wire.ts';
import type { ServiceDeps } from '../services.ts';
import { applications } from '../db/schema/index.ts';

const MS_PER_DAY = 86_400_000;

/**
 * Before step 1's first save: is an unfinished application with this email already in progress
 * (created within the configured days)? The caller's own application (Token given) does not count,
 * so changing a step 1 field after saving does not warn about itself. docs/decisions/003-pre-save-check.md.
 */
export async function runPreSaveCheck(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>,
  input: { email: string; ownToken: string | undefined },
): Promise<PreSaveCheckAnswer> {
  const days = deps.config.env.PRE_SAVE_CHECK_DAYS;
  const since = new Date(deps.clock().getTime() - days * MS_PER_DAY);
  const conditions = [
    eq(applications.applicantEmail, input.email.trim().toLowerCase()),
    eq(applications.complete, false),
    gt(applications.createdAt, since),
  ];
  if (input.ownToken) conditions.push(ne(applications.token, input.ownToken));
  const [existing] = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(...conditions))
    .limit(1);
  return existing
    ? { success: false, message: PRE_SAVE_CHECK_FAILED_MESSAGE }
    : { success: true, message: '' };
}
