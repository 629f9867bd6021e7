import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LendingPanel } from '#domain/lending/panel.ts';
import { bankStatementConsents } from '#server/db/schema/index.ts';
import { ENCRYPTED_FIELD_NAMES } from '#server/loan-application/application-access.ts';
import { signedInStaff } from '#server/test-support/staff.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { AKAHU_CONSENT_REFUSED } from './akahu-consent.ts';
import { insertSubmittedApplication } from '#server/loan-application/submitted-application.ts';

/*
 * Issue 30, "What to build" 3: with BANK_STATEMENTS_PROVIDER=akahu the applicant's consent comes
 * back from Akahu's OAuth page, its user token is kept encrypted, and the affordability record's
 * verified income is read from Akahu's accounts and transactions (CCCFA s 9C(3)(a): reasonable
 * inquiries into income and expenses). Akahu's answers are the recorded fixtures, replayed by a
 * fetch stub: no network.
 */
const FIXTURES = path.resolve('src/server/adapters/bank-statements/akahu-fixtures');
const APP_TOKEN = 'app_token_1111111111111111111111111';
const NOW = new Date('2026-07-09T00:00:00Z');

const ROUTES: Record<string, string> = {
  '/v1/token': 'token',
  '/v1/accounts': 'accounts',
  '/v1/accounts/acc_1111111111111111111111111/transactions': 'transactions-everyday-1',
  '/v1/accounts/acc_1111111111111111111111111/transactions#Y3Vyc29yXzE3ODA0NTI5NjQxMDE':
    'transactions-everyday-2',
  '/v1/accounts/acc_2222222222222222222222222/transactions': 'transactions-saver',
};
const sentTo: string[] = [];

let app: FastifyInstance;
let close: () => Promise<void>;
let officer: string;

beforeAll(async () => {
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = new URL(String(input));
    if (url.host !== 'api.akahu.io') throw new Error(`no network in tests: ${url.host}`);
    sentTo.push(url.pathname);
    const cursor = url.searchParams.get('cursor');
    const fixture = ROUTES[`${url.pathname}${cursor ? `#${cursor}` : ''}`];
    if (!fixture) return new Response('{"success":false}', { status: 404 });
    return new Response(await readFile(path.join(FIXTURES, `${fixture}.json`), 'utf8'), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  ({ app, close } = await buildTestApp({
    clock: () => NOW,
    env: {
      BANK_STATEMENTS_PROVIDER: 'akahu',
      AKAHU_APP_TOKEN: APP_TOKEN,
      AKAHU_APP_SECRET: 'app-secret-0123456789abcdef',
    },
  }));
  officer = (await signedInStaff(app, 'officer', ['officer'])).cookie;
}, 240_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await close();
});

async function application(): Promise<{ token: string; reference: string }> {
  return insertSubmittedApplication(app.db, {
    applicantEmail: 'aroha.akahu@example.co.nz',
    workflowStatus: 'in-review',
    formData: app.cipher.encryptFields(
      {
        FirstName: 'Aroha',
        LastName: 'Akahu',
        Income: [{ amount: '2950', frequency: 'Fortnightly', source: 'Wages or salary' }],
      },
      ENCRYPTED_FIELD_NAMES,
    ),
  });
}

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

describe('bank statements from Akahu (issue 30; CCCFA s 9C(3)(a))', () => {
  it('keeps the consent Akahu returns and drafts the record from the accounts it reads', async () => {
    const { token, reference } = await application();
    const start = await get(`/api/bank-statements/akahu/start?appref=${token}`);
    expect(start.statusCode).toBe(303);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe('https://oauth.akahu.nz');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: APP_TOKEN,
      scope: 'ENDURING_CONSENT',
    });
    // No personal data and not the application's token in what goes to Akahu.
    expect(authorize.toString()).not.toContain(token);
    const state = authorize.searchParams.get('state')!;

    const back = await get(
      `/api/bank-statements/akahu/callback?code=id_1111111111111111111111111&state=${encodeURIComponent(state)}`,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/loan-application/success/?appref=${token}&bank=connected`);
    const [consent] = await app.db.select().from(bankStatementConsents);
    expect(consent!.reference).toBe(`KOWHAI-webid:${token}`);
    // Encrypted at rest: the stored text is not the token.
    expect(consent!.accessToken).not.toContain('user_token_');

    const panel = (
      await get(`/api/staff/applications/${reference}/lending`, officer)
    ).json<LendingPanel>();
    expect(panel.bankStatements!.accounts.map((a) => [a.bank, a.account])).toEqual([
      ['ANZ', 'Everyday account'],
      ['ANZ', 'Online saver'],
    ]);
    expect(panel.record.income[0]).toMatchObject({ verifiedWeekly: 1475.2 });
    expect(panel.record.income[0]!.verifiedFrom).toContain('ACME LTD SALARY');
    expect(sentTo).toContain('/v1/accounts');
  });

  it('refuses a state it did not sign, or one Akahu returns with an error', async () => {
    const { token } = await application();
    const start = await get(`/api/bank-statements/akahu/start?appref=${token}`);
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const forged = state.replace(/^\d+/, '1');
    for (const query of [
      `code=id_1&state=${encodeURIComponent(forged)}`,
      `error=access_denied&state=${encodeURIComponent(state)}`,
      'code=id_1',
    ]) {
      const answer = await get(`/api/bank-statements/akahu/callback?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error).toBe(AKAHU_CONSENT_REFUSED);
    }
  });
});
