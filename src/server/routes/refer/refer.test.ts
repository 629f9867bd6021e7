import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { branches as contentBranches } from '#content/branches.ts';
import { referContract } from '#domain/contracts/refer.ts';
import { REFER_MESSAGES } from '#domain/refer/fields.ts';
import { referrals } from '#server/db/schema/index.ts';
import { captchaHeaders, testClientAddress } from '#server/test-support/captcha.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { demoAccounts } from '#content/accounts.ts';
import { findAccountByEmail } from '#server/accounts/accounts.ts';
import { seedDemoAccounts } from '#server/accounts/seed-demo.ts';
import { referPageData } from '#server/refer/page-data.ts';
import { sessionCookie } from '#server/test-support/sessions.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  await seedDemoAccounts(app.db, demoAccounts);
}, 240_000);
afterAll(async () => close());

const branch = contentBranches[1]!;
const valid = {
  Name: 'Aroha Ngata',
  Branch: String(branch.id),
  BranchName: branch.name,
  BranchEmail: branch.email,
  FriendName: 'Hemi Walker',
  FriendPhone: '021 555 0123',
  FriendEmail: 'hemi@example.co.nz',
};

async function refer(payload: Record<string, unknown>, cookie?: string) {
  return app.inject({
    method: referContract.method,
    url: referContract.path,
    headers: { ...(await captchaHeaders(app)), ...(cookie ? { cookie } : {}) },
    remoteAddress: testClientAddress(),
    payload,
  });
}

describe('POST /api/refer (site-and-tools §5 "Refer", §7)', () => {
  it('stores the referral and answers the success JSON', async () => {
    const response = await refer(valid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const rows = await app.db.select().from(referrals);
    expect(rows.at(-1)).toMatchObject({
      name: 'Aroha Ngata',
      branchId: String(branch.id),
      friendPhone: '021 555 0123',
      customerNumber: null,
    });
  });

  it("takes the branch's name and email from our list, not from the body", async () => {
    const response = await refer({ ...valid, BranchName: 'Fake', BranchEmail: 'x@evil.example' });
    expect(response.statusCode).toBe(200);
    const rows = await app.db.select().from(referrals);
    expect(rows.at(-1)).toMatchObject({ branchName: branch.name, branchEmail: branch.email });
  });

  it.each([
    ['Name', '', REFER_MESSAGES.name],
    ['Name', 'a'.repeat(101), REFER_MESSAGES.name],
    ['Branch', '', REFER_MESSAGES.branch],
    ['Branch', '99999', REFER_MESSAGES.branch],
    ['FriendName', '', REFER_MESSAGES.friendName],
    ['FriendPhone', '', REFER_MESSAGES.friendPhoneRequired],
    ['FriendPhone', 'call me', REFER_MESSAGES.friendPhone],
    ['FriendEmail', '', REFER_MESSAGES.friendEmailRequired],
    ['FriendEmail', 'hemi@', REFER_MESSAGES.friendEmail],
  ])('refuses what the browser refuses: %s %j', async (field, value, message) => {
    const response = await refer({ ...valid, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it('answers malformed input with a 4xx, never a 5xx', async () => {
    for (const payload of [{ Name: 1 }, { FriendEmail: ['a'] }, { Name: 'x'.repeat(2000) }]) {
      const response = await refer(payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('asks for the fallback captcha (409) under the sandbox risk rule', async () => {
    const response = await refer({ ...valid, Name: 'Aroha Captcha' });
    expect(response.statusCode).toBe(409);
  });
});

describe('refer a friend as a signed-in customer (site-and-tools §6)', () => {
  const customerAccount = demoAccounts.find((account) => account.kind === 'customer')!;

  async function customerCookie() {
    const account = await findAccountByEmail(app.db, customerAccount.email);
    return sessionCookie(app, { kind: 'customer', id: account!.id });
  }

  it("fills in the customer's name, number and matched branch from the account, not the body", async () => {
    const response = await refer(
      {
        Name: 'Someone Else',
        Branch: '99999',
        CustomerNumber: '1',
        FriendName: 'Hemi Walker',
        FriendPhone: '021 555 0123',
        FriendEmail: 'hemi@example.co.nz',
      },
      await customerCookie(),
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await app.db.select().from(referrals);
    const matched = contentBranches.find((b) => b.name === customerAccount.branchName)!;
    expect(rows.at(-1)).toMatchObject({
      name: 'Aroha Ngata',
      customerNumber: customerAccount.customerNumber,
      branchId: String(matched.id),
      branchName: matched.name,
    });
  });

  it("the page data holds the customer's branch only, never their name or number", async () => {
    const account = await findAccountByEmail(app.db, customerAccount.email);
    const load = (actor: unknown) =>
      referPageData({
        app,
        request: { actor, log: app.log, id: 'test' } as never,
        url: new URL('http://localhost/refer-a-friend/'),
      });
    const anonymous = await load({ kind: 'anonymous' });
    expect(anonymous.refer).toMatchObject({ customer: null });
    const signedIn = await load({ kind: 'customer', id: account!.id });
    expect(signedIn.refer).toMatchObject({ customer: { branch: customerAccount.branchName } });
    const text = JSON.stringify(signedIn);
    expect(text).not.toContain('Aroha');
    expect(text).not.toContain(customerAccount.customerNumber!);
  });
});
