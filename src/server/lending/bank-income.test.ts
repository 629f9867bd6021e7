import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { bankStatementFindings } from './bank-income.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
const sharedAt = new Date('2026-11-20T02:00:00Z');

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => sharedAt }));
}, 240_000);
afterAll(async () => close());

/** Shares demo accounts in the bank link sandbox, as the applicant does in its iframe. */
async function share(reference: string, bank: string, accounts: string[]) {
  const form = new URLSearchParams({ step: 'accounts', bank });
  for (const account of accounts) form.append('account', account);
  const response = await app.inject({
    method: 'POST',
    url: `/sandbox/bank-link/KOWHAI-webid:${reference}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    payload: form.toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).toContain('sent');
}

const findings = (reference: string) =>
  bankStatementFindings({ adapters: app.adapters, config: app.serviceConfig }, reference);

describe('income from the bank link sandbox statements (issue 21 "Income")', () => {
  it('finds the ANZ applicant’s fortnightly salary and nothing from the savings account', async () => {
    await share('1000001', 'ANZ', ['Everyday account', 'Savings account']);
    const found = await findings('1000001');
    expect(found.accounts.map((a) => [a.bank, a.account])).toEqual([
      ['ANZ', 'Everyday account'],
      ['ANZ', 'Savings account'],
    ]);
    expect(found.accounts[0]).toMatchObject({ from: '2026-08-22', to: '2026-11-19' });
    expect(found.income).toEqual([
      expect.objectContaining({
        payer: 'ACME LTD SALARY',
        frequency: 'Fortnightly',
        weekly: 1475.2,
      }),
    ]);
    expect(found.expenses!['Housing and utilities']).toBeGreaterThan(520);
    expect(found.expenses!.Food).toBeGreaterThan(150);
  });

  it('finds each documented demo applicant’s income', async () => {
    const cases = [
      ['1000002', 'ASB', 'KIWI BUILDERS LTD WAGES', 'Weekly'],
      ['1000003', 'BNZ', 'MSD JOBSEEKER SUPPORT', 'Weekly'],
      ['1000004', 'Kiwibank', 'TE WHATU ORA SALARY', 'Monthly'],
    ] as const;
    for (const [reference, bank, payer, frequency] of cases) {
      await share(reference, bank, ['Everyday account']);
      expect((await findings(reference)).income).toEqual([
        expect.objectContaining({ payer, frequency }),
      ]);
    }
  });

  it('finds no regular income for the Westpac contractor, and nothing for a reference never shared', async () => {
    await share('1000005', 'Westpac', ['Everyday account']);
    expect((await findings('1000005')).income).toEqual([]);
    expect(await findings('1000009')).toEqual({ accounts: [], income: [], expenses: null });
  });

  it('refuses an account the sandbox does not have', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/bank-link/KOWHAI-webid:1000006',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: 'step=accounts&bank=ANZ&account=Offshore',
    });
    expect(response.statusCode).toBe(400);
  });
});
