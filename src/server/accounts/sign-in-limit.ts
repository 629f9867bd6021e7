import { createHash } from 'node:crypto';
import { and, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures } from '../db/schema/index.ts';
import type { Clock } from '../services.ts';
import { normaliseEmail } from './accounts.ts';

/**
 * The sign-in limits (issue 8 "Sign-in", issue 34 finding 6): failures are counted for the email
 * from each client address and for the email from all addresses, each over a window counted from
 * its first failure. The route's rate limit stops one client trying many emails; these stop one
 * client, and many clients, trying one email. What the account-wide limit does depends on the
 * account (the sign-in route): an account without a second factor is refused until the window
 * ends; a staff account with one is not locked, since a lock anyone can set by guessing hands an
 * attacker the switch (OWASP Authentication Cheat Sheet, "Account Lockout"), but takes the
 * password only with a valid code, and its owner is emailed.
 */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 5;
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;

const WINDOW_MS = SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000;

export interface SignInLimitDeps {
  db: Database;
  clock: Clock;
}

/** Who is trying which account: the email as typed and the client's address. */
export interface SignInAttempt {
  email: string;
  address: string;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
/** The counters' keys: the email from every address, and the email from this address. */
const keysOf = ({ email, address }: SignInAttempt) => {
  const account = hash(normaliseEmail(email));
  return { account, fromAddress: hash(`${normaliseEmail(email)}\n${address}`) };
};

const windowStartFor = (now: Date) => new Date(now.getTime() - WINDOW_MS);

/** The seconds until each limit's window ends (the 429's Retry-After), or null when not reached. */
export interface SignInStanding {
  fromAddress: number | null;
  account: number | null;
}

export async function signInStanding(
  deps: SignInLimitDeps,
  attempt: SignInAttempt,
): Promise<SignInStanding> {
  const now = deps.clock();
  const keys = keysOf(attempt);
  const rows = await deps.db
    .select({ key: signInFailures.emailHash, windowStartedAt: signInFailures.windowStartedAt })
    .from(signInFailures)
    .where(
      and(
        inArray(signInFailures.emailHash, [keys.account, keys.fromAddress]),
        gte(signInFailures.failures, SIGN_IN_MAX_FAILURES_PER_ACCOUNT),
        gt(signInFailures.windowStartedAt, windowStartFor(now)),
      ),
    );
  const left = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) return null;
    return Math.max(
      1,
      Math.ceil((row.windowStartedAt.getTime() + WINDOW_MS - now.getTime()) / 1000),
    );
  };
  return { fromAddress: left(keys.fromAddress), account: left(keys.account) };
}

/**
 * Counts a failure on both counters, each in one statement, so failures from several processes
 * at once all count: a window that has ended starts again at this failure. True when this failure
 * is the one that reaches the account-wide limit (its owner is told once a window).
 */
export async function recordSignInFailure(
  deps: SignInLimitDeps,
  attempt: SignInAttempt,
): Promise<boolean> {
  const now = deps.clock();
  const ended = sql`${signInFailures.windowStartedAt} <= ${windowStartFor(now).toISOString()}::timestamptz`;
  const count = (key: string) =>
    deps.db
      .insert(signInFailures)
      .values({ emailHash: key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: signInFailures.emailHash,
        set: {
          failures: sql`case when ${ended} then 1 else ${signInFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${ended} then ${now.toISOString()}::timestamptz else ${signInFailures.windowStartedAt} end`,
        },
      })
      .returning({ failures: signInFailures.failures });
  const keys = keysOf(attempt);
  const [[account]] = await Promise.all([count(keys.account), count(keys.fromAddress)]);
  return account?.failures === SIGN_IN_MAX_FAILURES_PER_ACCOUNT;
}

/** A successful sign-in forgets the email's failures, from every address. */
export async function clearSignInFailures(
  deps: SignInLimitDeps,
  attempt: SignInAttempt,
): Promise<void> {
  const keys = keysOf(attempt);
  await deps.db
    .delete(signInFailures)
    .where(inArray(signInFailures.emailHash, [keys.account, keys.fromAddress]));
}

/** Removes the rows whose window has ended (the periodic sweep). Returns how many. */
export async function sweepSignInFailures(deps: SignInLimitDeps): Promise<number> {
  const removed = await deps.db
    .delete(signInFailures)
    .where(lte(signInFailures.windowStartedAt, windowStartFor(deps.clock())))
    .returning({ emailHash: signInFailures.emailHash });
  return removed.length;
}
