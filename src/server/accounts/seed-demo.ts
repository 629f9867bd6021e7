import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, type DemoAccount } from '#content/accounts.ts';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { normaliseEmail } from './accounts.ts';
import { hashPassword } from './passwords.ts';

/**
 * Seeds the demo accounts (SEED_DEMO_DATA): an account already there (matched by email) is left
 * as it is, so a password or profile changed in the running demo survives a restart.
 */
export async function seedDemoAccounts(
  db: Database,
  demo: readonly DemoAccount[],
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(accounts)
    .values(
      demo.map((account) => ({
        id: randomUUID(),
        kind: account.kind,
        email: normaliseEmail(account.email),
        passwordHash,
        referrerId: account.referrerId ?? null,
        roles: account.roles ?? [],
        profile: account.profile ?? {},
        customerNumber: account.customerNumber ?? null,
        branchName: account.branchName ?? null,
        staffBranch: account.staffBranch ?? null,
      })),
    )
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  return inserted.length;
}
