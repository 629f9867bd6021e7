import { z } from 'zod';
import type { AccountStatement, BankStatementsAdapter } from './types.ts';

/**
 * Akahu (https://developers.akahu.nz), an NZ open-finance provider with a public API, as the
 * production bank-statement provider (issue 30, decision 136). The applicant connects their bank
 * through Akahu's OAuth flow; the code Akahu returns is exchanged for a user access token
 * (`POST {api}/token`), kept encrypted against the bank link's reference. With it the adapter
 * reads the enduring API, every request carrying `Authorization: Bearer {user access token}` and
 * `X-Akahu-Id: {app token}`:
 *
 * - `GET {api}/accounts`: the accounts shared; only those with the `TRANSACTIONS` attribute have a
 *   statement (a KiwiSaver fund has none).
 * - `GET {api}/accounts/{id}/transactions?start&end`: settled transactions, 100 a page, `start`
 *   exclusive and `end` inclusive, the next page by `cursor` (`cursor.next`, null on the last).
 *
 * Transactions' `date` is a UTC timestamp of the New Zealand day; the statement's date is that
 * day in Pacific/Auckland. The recorded answers the tests replay are in ./akahu-fixtures, shaped
 * as Akahu's documentation shows them (The Account Model, The Transaction Model).
 */
export interface AkahuOptions {
  /** https://api.akahu.io/v1 */
  baseUrl: string;
  /** The App ID Token (`X-Akahu-Id`, and the OAuth `client_id`). */
  appToken: string;
  /** The user access token Akahu issued for a bank link reference, or null when none was. */
  userToken: (reference: string) => Promise<string | null>;
  fetch?: typeof globalThis.fetch;
  clock?: () => Date;
  /** Days of statements read (the sandbox's 90). */
  days?: number;
  timeoutMs?: number;
}

export class BankStatementsUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BankStatementsUnavailableError';
  }
}

const account = z.object({
  _id: z.string(),
  name: z.string(),
  connection: z.object({ name: z.string() }),
  attributes: z.array(z.string()).default([]),
});
const accountsAnswer = z.object({ success: z.literal(true), items: z.array(account) });
const transaction = z.object({
  date: z.string(),
  description: z.string(),
  amount: z.number(),
});
const transactionsAnswer = z.object({
  success: z.literal(true),
  items: z.array(transaction),
  cursor: z.object({ next: z.string().nullable().optional() }).optional(),
});

const DAY_MS = 86_400_000;
/** A page limit: 100 transactions a page, so 50 pages is 5,000 transactions for one account. */
const MAX_PAGES = 50;

const nzDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Pacific/Auckland',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The New Zealand calendar day of an Akahu timestamp, YYYY-MM-DD. */
export function akahuDate(timestamp: string): string {
  return nzDay.format(new Date(timestamp));
}

/** Akahu's user-level request: the bearer user token and the app's `X-Akahu-Id`. */
function userRequest(options: AkahuOptions, token: string) {
  const send = options.fetch ?? globalThis.fetch;
  return async (path: string): Promise<unknown> => {
    let response: Response;
    try {
      response = await send(`${options.baseUrl}${path}`, {
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Akahu-Id': options.appToken,
          Accept: 'application/json',
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new BankStatementsUnavailableError('Akahu did not answer', { cause: error });
    }
    if (response.status === 401 || response.status === 403) return null;
    if (!response.ok) throw new BankStatementsUnavailableError(`Akahu answered ${response.status}`);
    return response.json();
  };
}

async function accountTransactions(
  get: (path: string) => Promise<unknown>,
  accountId: string,
  window: { start: string; end: string },
): Promise<z.infer<typeof transaction>[] | null> {
  const items: z.infer<typeof transaction>[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ start: window.start, end: window.end });
    if (cursor) query.set('cursor', cursor);
    const answer = await get(`/accounts/${encodeURIComponent(accountId)}/transactions?${query}`);
    if (answer === null) return null;
    const parsed = transactionsAnswer.safeParse(answer);
    if (!parsed.success) throw new BankStatementsUnavailableError('Akahu answered unreadably');
    items.push(...parsed.data.items);
    cursor = parsed.data.cursor?.next ?? null;
    if (!cursor) break;
  }
  return items;
}

/**
 * The statements an applicant shared through Akahu: each transaction account's settled
 * transactions over the last `days` days, oldest first. None when no consent is held or Akahu
 * says it was revoked (401, 403): the officer then records why there are none.
 */
export function createAkahuBankStatements(options: AkahuOptions): BankStatementsAdapter {
  const clock = options.clock ?? (() => new Date());
  return {
    provider: 'akahu',
    async statements(reference) {
      const token = await options.userToken(reference);
      if (!token) return [];
      const get = userRequest(options, token);
      const answer = await get('/accounts');
      if (answer === null) return [];
      const parsed = accountsAnswer.safeParse(answer);
      if (!parsed.success) throw new BankStatementsUnavailableError('Akahu answered unreadably');
      const end = clock();
      const window = {
        start: new Date(end.getTime() - (options.days ?? 90) * DAY_MS).toISOString(),
        end: end.toISOString(),
      };
      const statements: AccountStatement[] = [];
      for (const found of parsed.data.items.filter((a) => a.attributes.includes('TRANSACTIONS'))) {
        const items = await accountTransactions(get, found._id, window);
        if (items === null) return [];
        statements.push({
          bank: found.connection.name,
          account: found.name,
          transactions: items
            .map((item) => ({
              date: akahuDate(item.date),
              amount: item.amount,
              description: item.description,
            }))
            .sort((a, b) => a.date.localeCompare(b.date)),
        });
      }
      return statements;
    },
  };
}

const tokenAnswer = z.object({ success: z.literal(true), access_token: z.string().min(1) });

/**
 * The last step of Akahu's OAuth flow: the authorization code for a user access token
 * (`POST {api}/token`, JSON, the app token and secret as client credentials). A refused code
 * (an OAuth `error`, such as `invalid_grant`) answers null.
 */
export async function exchangeAkahuCode(
  options: Pick<AkahuOptions, 'baseUrl' | 'appToken' | 'fetch' | 'timeoutMs'> & {
    appSecret: string;
  },
  code: string,
  redirectUri: string,
): Promise<string | null> {
  const send = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await send(`${options.baseUrl}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: options.appToken,
        client_secret: options.appSecret,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new BankStatementsUnavailableError('Akahu did not answer', { cause: error });
  }
  if (response.status >= 500)
    throw new BankStatementsUnavailableError(`Akahu answered ${response.status}`);
  const parsed = tokenAnswer.safeParse(await response.json().catch(() => null));
  return response.ok && parsed.success ? parsed.data.access_token : null;
}
