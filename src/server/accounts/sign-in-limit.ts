import { createHash } from 'node:crypto';
import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures } from '../db/schema/index.ts';
import type { Clock } from '../services.ts';
import { normaliseEmail } from './accounts.ts';

/**
 * The per-account sign-in limit (issue 8 "Sign-in"): after this many failures for one email within
 * the window, that email is refused until the window (counted from its first failure) ends. The
 * per-address limit (the route's rateLimit) stops one client trying many emails; this one stops
 * many clients trying one email.
 */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 5;
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;

const WINDOW_MS = SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000;

export interface SignInLimitDeps {
  db: Database;
  clock: Clock;
}

function emailHash(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

const windowStartFor = (now: Date) => new Date(now.getTime() - WINDOW_MS);

/**
 * Whether this email has used up its failures in the current window: the seconds until that
 * window ends (the 429's Retry-After), or null when it may try.
 */
export async function signInLockedFor(
  deps: SignInLimitDeps,
  email: string,
): Promise<number | null> {
  const now = deps.clock();
  const [row] = await deps.db
    .select({ windowStartedAt: signInFailures.windowStartedAt })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.emailHash, emailHash(email)),
        gte(signInFailures.failures, SIGN_IN_MAX_FAILURES_PER_ACCOUNT),
        gt(signInFailures.windowStartedAt, windowStartFor(now)),
      ),
    );
  if (!row) return null;
  return Math.max(1, Math.ceil((row.windowStartedAt.getTime() + WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Counts a failure in one statement, so failures from several processes at once all count: a
 * window that has ended starts again at this failure.
 */
export async function recordSignInFailure(deps: SignInLimitDeps, email: string): Promise<void> {
  const now = deps.clock();
  const ended = sql`${signInFailures.windowStartedAt} <= ${windowStartFor(now).toISOString()}::timestamptz`;
  await deps.db
    .insert(signInFailures)
    .values({ emailHash: emailHash(email), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.emailHash,
      set: {
        failures: sql`case when ${ended} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${ended} then ${now.toISOString()}::timestamptz else ${signInFailures.windowStartedAt} end`,
      },
    });
}

/** A successful sign-in forgets the email's failures. */
export async function clearSignInFailures(deps: SignInLimitDeps, email: string): Promise<void> {
  await deps.db.delete(signInFailures).where(eq(signInFailures.emailHash, emailHash(email)));
}

/** Removes the rows whose window has ended (the periodic sweep). Returns how many. */
export async function sweepSignInFailures(deps: SignInLimitDeps): Promise<number> {
  const removed = await deps.db
    .delete(signInFailures)
    .where(lte(signInFailures.windowStartedAt, windowStartFor(deps.clock())))
    .returning({ emailHash: signInFailures.emailHash });
  return removed.length;
}
