import { eq } from 'drizzle-orm';
import type { SignedInActor } from '#domain/session/actor.ts';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';

export type Account = typeof accounts.$inferSelect;
export type AccountKind = SignedInActor['kind'];

/** The form in which emails are stored and looked up: sign-in is case- and space-insensitive. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)))
    .limit(1);
  return row;
}

export async function findAccount(db: Database, id: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** The actor a session is opened for when this account signs in. */
export function actorOf(account: Account): SignedInActor {
  switch (account.kind) {
    case 'customer':
      return { kind: 'customer', id: account.id };
    case 'broker':
      if (!account.referrerId) throw new Error(`broker account ${account.id} has no referrer`);
      return { kind: 'broker', id: account.id, referrerId: account.referrerId };
    case 'staff':
      return { kind: 'staff', id: account.id, roles: account.roles };
    default:
      throw new Error(`account ${account.id} has an unknown kind`);
  }
}
