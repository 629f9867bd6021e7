import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classifyIncome } from '#domain/lending/income-classifier.ts';
import { readEnv } from '../../env.ts';
import {
  akahuDate,
  BankStatementsUnavailableError,
  createAkahuBankStatements,
  exchangeAkahuCode,
} from './akahu.ts';

/*
 * The Akahu adapter (issue 30, decision 136) against recorded answers shaped as Akahu's
 * documentation shows them (./akahu-fixtures): the enduring API's accounts and transactions with
 * the bearer user token and `X-Akahu-Id`, the cursor's pages, and the OAuth code exchange. The
 * statements are the evidence CCCFA s 9C(3)(a)'s reasonable inquiries rest on, so what the
 * adapter reads is what the officer's record shows. No network: a fetch stub replays the files.
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'akahu-fixtures');
const recorded = async (name: string) =>
  JSON.parse(await readFile(path.join(FIXTURES, `${name}.json`), 'utf8')) as unknown;

const BASE = 'https://api.akahu.io/v1';
const APP_TOKEN = 'app_token_1111111111111111111111111';
const USER_TOKEN = 'user_token_1111111111111111111111111';
const NOW = new Date('2026-07-09T00:00:00Z');

interface Sent {
  url: URL;
  headers: Headers;
  method: string;
  body: string | undefined;
}

/** A fetch stub answering each path (and cursor) with a recorded file, recording each request. */
function akahuAnswering(routes: Record<string, [status: number, fixture: string]>) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    sent.push({
      url,
      headers: new Headers(init?.headers),
      method: init?.method ?? 'GET',
      body: init?.body as string | undefined,
    });
    const key = `${url.pathname}${url.searchParams.has('cursor') ? `#${url.searchParams.get('cursor')}` : ''}`;
    const route = routes[key];
    if (!route) return new Response('{"success":false,"message":"Not found"}', { status: 404 });
    return new Response(JSON.stringify(await recorded(route[1])), {
      status: route[0],
      headers: { 'content-type': 'application/json' },
    });
  };
  return { sent, fetch };
}

const SHARED = {
  '/v1/accounts': [200, 'accounts'],
  '/v1/accounts/acc_1111111111111111111111111/transactions': [200, 'transactions-everyday-1'],
  '/v1/accounts/acc_1111111111111111111111111/transactions#Y3Vyc29yXzE3ODA0NTI5NjQxMDE': [
    200,
    'transactions-everyday-2',
  ],
  '/v1/accounts/acc_2222222222222222222222222/transactions': [200, 'transactions-saver'],
} as const satisfies Record<string, [number, string]>;

function adapter(fetch: typeof globalThis.fetch, token: string | null = USER_TOKEN) {
  return createAkahuBankStatements({
    baseUrl: BASE,
    appToken: APP_TOKEN,
    userToken: async (reference) => (reference === 'KOWHAI-webid:token-1' ? token : null),
    fetch,
    clock: () => NOW,
  });
}

describe('the Akahu bank-statement adapter (issue 30; CCCFA s 9C(3)(a))', () => {
  it('reads each transaction account’s statement with the user token and the app’s X-Akahu-Id', async () => {
    const { sent, fetch } = akahuAnswering(SHARED);
    const statements = await adapter(fetch).statements('KOWHAI-webid:token-1');
    expect(statements).toEqual([
      {
        bank: 'ANZ',
        account: 'Everyday account',
        transactions: [
          { date: '2026-04-13', amount: -520, description: 'RENT HARCOURTS PROPERTY MGMT' },
          { date: '2026-04-15', amount: 2950.4, description: 'ACME LTD SALARY' },
          { date: '2026-04-17', amount: -187.35, description: "PAK'NSAVE KILBIRNIE" },
          { date: '2026-04-29', amount: 2950.4, description: 'ACME LTD SALARY' },
          { date: '2026-05-03', amount: -212.5, description: 'MERCURY ENERGY' },
          { date: '2026-05-13', amount: 2950.4, description: 'ACME LTD SALARY' },
        ],
      },
      {
        bank: 'ANZ',
        account: 'Online saver',
        transactions: [{ date: '2026-05-01', amount: 3.12, description: 'CREDIT INTEREST' }],
      },
    ]);
    // The KiwiSaver fund has no TRANSACTIONS attribute: no statement, no request for one.
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/v1/accounts',
      '/v1/accounts/acc_1111111111111111111111111/transactions',
      '/v1/accounts/acc_1111111111111111111111111/transactions',
      '/v1/accounts/acc_2222222222222222222222222/transactions',
    ]);
    for (const request of sent) {
      expect(request.headers.get('authorization')).toBe(`Bearer ${USER_TOKEN}`);
      expect(request.headers.get('x-akahu-id')).toBe(APP_TOKEN);
    }
    // 90 days to now; the next page asks again with the same window and the cursor.
    const [, first, second] = sent;
    expect(first!.url.searchParams.get('start')).toBe('2026-04-10T00:00:00.000Z');
    expect(first!.url.searchParams.get('end')).toBe('2026-07-09T00:00:00.000Z');
    expect(second!.url.searchParams.get('start')).toBe('2026-04-10T00:00:00.000Z');
    expect(second!.url.searchParams.get('cursor')).toBe('Y3Vyc29yXzE3ODA0NTI5NjQxMDE');
  });

  it('gives the income classifier what the sandbox gives it: the fortnightly salary', async () => {
    const { fetch } = akahuAnswering(SHARED);
    const [everyday] = await adapter(fetch).statements('KOWHAI-webid:token-1');
    expect(classifyIncome(everyday!.transactions)[0]).toMatchObject({
      payer: 'ACME LTD SALARY',
      count: 3,
      weekly: 1475.2,
    });
  });

  it('has no statements without a consent, or once Akahu says it was revoked (401)', async () => {
    const { sent, fetch } = akahuAnswering({ '/v1/accounts': [401, 'unauthorized'] });
    expect(await adapter(fetch).statements('KOWHAI-webid:other')).toEqual([]);
    expect(sent).toEqual([]);
    expect(await adapter(fetch).statements('KOWHAI-webid:token-1')).toEqual([]);
  });

  it('says the provider is unavailable when Akahu fails or cannot be reached', async () => {
    const down = akahuAnswering({ '/v1/accounts': [503, 'unauthorized'] });
    await expect(adapter(down.fetch).statements('KOWHAI-webid:token-1')).rejects.toBeInstanceOf(
      BankStatementsUnavailableError,
    );
    const unreachable: typeof globalThis.fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(adapter(unreachable).statements('KOWHAI-webid:token-1')).rejects.toBeInstanceOf(
      BankStatementsUnavailableError,
    );
  });

  it('reads an Akahu timestamp as the New Zealand day it stands for', () => {
    expect(akahuDate('2026-04-12T12:00:00.000Z')).toBe('2026-04-13');
    expect(akahuDate('2026-01-14T11:00:00.000Z')).toBe('2026-01-15');
  });
});

describe('Akahu’s OAuth code exchange (issue 30)', () => {
  const options = (fetch: typeof globalThis.fetch) => ({
    baseUrl: BASE,
    appToken: APP_TOKEN,
    appSecret: 'app-secret-0123456789',
    fetch,
  });

  it('exchanges the code for the user access token with the app’s credentials', async () => {
    const { sent, fetch } = akahuAnswering({ '/v1/token': [200, 'token'] });
    const token = await exchangeAkahuCode(
      options(fetch),
      'id_1111111111111111111111111',
      'https://www.kowhai.example.nz/bank-statements/akahu/',
    );
    expect(token).toBe(USER_TOKEN);
    expect(sent[0]!.method).toBe('POST');
    expect(JSON.parse(sent[0]!.body!)).toEqual({
      grant_type: 'authorization_code',
      code: 'id_1111111111111111111111111',
      redirect_uri: 'https://www.kowhai.example.nz/bank-statements/akahu/',
      client_id: APP_TOKEN,
      client_secret: 'app-secret-0123456789',
    });
  });

  it('answers null for a code Akahu refuses', async () => {
    const { fetch } = akahuAnswering({ '/v1/token': [400, 'token-invalid-grant'] });
    expect(await exchangeAkahuCode(options(fetch), 'id_used', 'https://x.example/')).toBeNull();
  });
});

describe('BANK_STATEMENTS_PROVIDER (issue 30)', () => {
  it('names akahu only with its app token and secret', () => {
    expect(() => readEnv({ BANK_STATEMENTS_PROVIDER: 'akahu' })).toThrow(
      /AKAHU_APP_TOKEN, AKAHU_APP_SECRET: required when BANK_STATEMENTS_PROVIDER=akahu/,
    );
    const env = readEnv({
      BANK_STATEMENTS_PROVIDER: 'akahu',
      AKAHU_APP_TOKEN: APP_TOKEN,
      AKAHU_APP_SECRET: 'app-secret-0123456789',
    });
    expect(env).toMatchObject({ BANK_STATEMENTS_PROVIDER: 'akahu', AKAHU_API_URL: BASE });
    expect(readEnv({}).BANK_STATEMENTS_PROVIDER).toBe('sandbox');
  });
});
