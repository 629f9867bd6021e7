import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoAccounts, DEMO_PASSWORD } from '#content/accounts.ts';
import { openTestDatabase, type TestDatabaseHandle } from '#server/test-support/test-app.ts';
import { accounts, emailOutbox } from '#server/db/schema/index.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { actorOf, findAccount, findAccountByEmail } from './accounts.ts';
import { verifyPassword } from './passwords.ts';
import { seedDemoAccounts } from './seed-demo.ts';

let handle: TestDatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoAccounts(handle.db, demoAccounts);
});
afterAll(async () => handle.close());

describe('demo accounts (issue 8 "Sign-in")', () => {
  it('seeds each README account once, with the demo password hashed', async () => {
    expect(await seedDemoAccounts(handle.db, demoAccounts)).toBe(0);
    const rows = await handle.db.select().from(accounts);
    expect(rows.map((row) => [row.kind, row.email]).sort()).toEqual([
      ['broker', 'broker@harbour.example.co.nz'],
      ['customer', 'aroha.ngata@example.co.nz'],
      ['customer', 'mere.tamihana@example.co.nz'],
      ['customer', 'sam.wilson@example.co.nz'],
      ['staff', 'approver@kowhai.example.nz'],
      ['staff', 'senior@kowhai.example.nz'],
      ['staff', 'staff@kowhai.example.nz'],
    ]);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(row.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(row.passwordHash, 'demo-password-2025')).toBe(false);
    }
  });

  it('finds an account by email whatever its case and spaces', async () => {
    const account = await findAccountByEmail(handle.db, '  Aroha.Ngata@Example.co.NZ ');
    expect(account?.profile).toMatchObject({ FirstName: 'Aroha', DateOfBirth: '1988/09/14' });
    expect(await findAccount(handle.db, account!.id)).toEqual(account);
    expect(await findAccountByEmail(handle.db, 'nobody@example.co.nz')).toBeUndefined();
  });

  it('opens a broker session for its referrer and a staff session with its roles', async () => {
    const broker = await findAccountByEmail(handle.db, 'broker@harbour.example.co.nz');
    const staff = await findAccountByEmail(handle.db, 'staff@kowhai.example.nz');
    expect(actorOf(broker!)).toEqual({ kind: 'broker', id: broker!.id, referrerId: 'demo-broker' });
    expect(actorOf(staff!)).toEqual({ kind: 'staff', id: staff!.id, roles: ['officer'] });
  });

  it('answers an unknown email and a malformed hash with false, not an error', async () => {
    expect(await verifyPassword(undefined, DEMO_PASSWORD)).toBe(false);
    expect(await verifyPassword('not a hash', DEMO_PASSWORD)).toBe(false);
  });
});

describe('the email outbox (issue 8 "Emails")', () => {
  const message = { kind: 'test', to: 'someone@example.co.nz', subject: 'Hi', text: 'Hello' };

  it('keeps a message queued in a transaction that commits', async () => {
    const id = await handle.db.transaction((tx) => enqueueEmail(tx, message));
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, recipient: message.to });
  });

  it('drops a message whose transaction rolls back with the event that caused it', async () => {
    let id = '';
    await expect(
      handle.db.transaction(async (tx) => {
        id = await enqueueEmail(tx, message);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))).toEqual([]);
  });
});
