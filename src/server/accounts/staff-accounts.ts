import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, demoAccounts } from '#content/accounts.ts';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { normaliseEmail } from './accounts.ts';
import { hashPassword } from './passwords.ts';

/**
 * The roles `npm run staff:create` gives (the staff workspace reads them; a privacy officer reads
 * who viewed an application and does not work applications, decision 137).
 */
export const STAFF_ROLES = ['officer', 'approver', 'senior-approver', 'privacy-officer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const MIN_STAFF_PASSWORD_LENGTH = 12;

export class StaffAccountError extends Error {}

/**
 * A staff account made by an operator (decision 076): the first one of a real deployment, where
 * no demo account exists. The password is the person's own: never a default, never the demo's.
 */
export async function createStaffAccount(
  db: Database,
  input: { email: string; role: string; password: string; branch?: string },
): Promise<{ id: string }> {
  const email = normaliseEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new StaffAccountError('--email must be an email address');
  if (!(STAFF_ROLES as readonly string[]).includes(input.role))
    throw new StaffAccountError(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  if (demoAccounts.some((account) => normaliseEmail(account.email) === email))
    throw new StaffAccountError('that email is a demo account: demo accounts are not made here');
  if (input.password.length < MIN_STAFF_PASSWORD_LENGTH)
    throw new StaffAccountError(
      `the password must have at least ${MIN_STAFF_PASSWORD_LENGTH} characters`,
    );
  if (input.branch !== undefined && !/^[A-Za-z0-9-]{1,40}$/.test(input.branch))
    throw new StaffAccountError('--branch must be a branch id');
  if (input.password === DEMO_PASSWORD)
    throw new StaffAccountError('the demo password is published: choose another');
  const id = randomUUID();
  const inserted = await db
    .insert(accounts)
    .values({
      id,
      kind: 'staff',
      email,
      passwordHash: await hashPassword(input.password),
      // A senior approver is an approver too: checks proposals and overrides (decision 134).
      roles: input.role === 'senior-approver' ? ['approver', 'senior-approver'] : [input.role],
      staffBranch: input.branch ?? null,
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  if (inserted.length === 0) throw new StaffAccountError('an account with that email exists');
  return { id };
}
