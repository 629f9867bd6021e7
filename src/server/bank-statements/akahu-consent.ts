import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bankLinkReference } from '#domain/bank-link/bank-link.ts';
import { exchangeAkahuCode } from '../adapters/bank-statements/akahu.ts';
import { bankStatementConsentStore } from '../adapters/bank-statements/consents.ts';
import { applications } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { Env } from '../env.ts';
import type { ServiceDeps } from '../services.ts';

/**
 * The applicant's consent to share statements through Akahu (issue 30, decision 136): from the
 * confirmation page the applicant is sent to Akahu's OAuth page with a signed `state` naming
 * their application; Akahu returns them to the callback with a code, which is exchanged for the
 * user access token kept (encrypted) against the bank link's reference. The bank-statement
 * adapter then reads their accounts for the affordability record (CCCFA s 9C(3)(a)).
 */
export const AKAHU_OAUTH_URL = 'https://oauth.akahu.nz/';
export const AKAHU_CALLBACK_PATH = '/api/bank-statements/akahu/callback';
export const AKAHU_START_PATH = '/api/bank-statements/akahu/start';
/** How long the applicant has at Akahu before the signed state lapses. */
const STATE_MS = 30 * 60_000;

export const AKAHU_CONSENT_REFUSED =
  'We could not connect your bank. Please start again from your application’s confirmation page.';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'clock' | 'cipher'>;
/** The app's Akahu settings (the route passes the app's env). */
export type AkahuEnv = Pick<
  Env,
  'BANK_STATEMENTS_PROVIDER' | 'AKAHU_API_URL' | 'AKAHU_APP_TOKEN' | 'AKAHU_APP_SECRET'
>;

function akahuConfig(deps: Deps, env: AkahuEnv) {
  if (env.BANK_STATEMENTS_PROVIDER !== 'akahu')
    throw new HttpError(404, 'Bank statements are not shared through Akahu here.');
  return {
    baseUrl: env.AKAHU_API_URL,
    appToken: env.AKAHU_APP_TOKEN!,
    appSecret: env.AKAHU_APP_SECRET!,
    redirectUri: `${deps.config.publicBaseUrl}${AKAHU_CALLBACK_PATH}`,
  };
}

const sign = (secret: string, text: string) =>
  createHmac('sha256', `akahu-state:${secret}`).update(text).digest('base64url');

/** The state: the application's reference and a deadline, signed with the app secret. */
function stateFor(secret: string, reference: number, until: number): string {
  const text = `${reference}.${until}`;
  return `${text}.${sign(secret, text)}`;
}

function readState(secret: string, state: string, now: number): number | null {
  const [reference, until, signature] = state.split('.');
  if (!reference || !until || !signature) return null;
  const expected = Buffer.from(sign(secret, `${reference}.${until}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!(Number(until) > now)) return null;
  return Number(reference);
}

/** Where to send the applicant whose application has `token` (the confirmation page's appref). */
export async function akahuAuthorizeUrl(deps: Deps, env: AkahuEnv, token: string): Promise<string> {
  const akahu = akahuConfig(deps, env);
  const [row] = await deps.db
    .select({ reference: applications.referenceNumber })
    .from(applications)
    .where(eq(applications.token, token));
  if (!row) throw new HttpError(404, 'There is no such application.');
  const url = new URL(AKAHU_OAUTH_URL);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: akahu.appToken,
    redirect_uri: akahu.redirectUri,
    scope: 'ENDURING_CONSENT',
    state: stateFor(akahu.appSecret, row.reference, deps.clock().getTime() + STATE_MS),
  }).toString();
  return url.toString();
}

/**
 * Akahu's return: the signed state names the application, the code becomes the user token kept
 * for its bank link reference. Answers the application's token for the confirmation page.
 */
export async function completeAkahuConsent(
  deps: Deps,
  env: AkahuEnv,
  query: { code?: string; state?: string; error?: string },
): Promise<string> {
  const akahu = akahuConfig(deps, env);
  const reference =
    query.state && !query.error
      ? readState(akahu.appSecret, query.state, deps.clock().getTime())
      : null;
  if (reference === null || !query.code) throw new HttpError(400, AKAHU_CONSENT_REFUSED);
  const [row] = await deps.db
    .select({ token: applications.token })
    .from(applications)
    .where(eq(applications.referenceNumber, reference));
  if (!row) throw new HttpError(400, AKAHU_CONSENT_REFUSED);
  const userToken = await exchangeAkahuCode(akahu, query.code, akahu.redirectUri);
  if (!userToken) throw new HttpError(400, AKAHU_CONSENT_REFUSED);
  await bankStatementConsentStore(deps.db, deps.cipher, 'akahu').save(
    bankLinkReference(deps.config.env.BANK_LINK_ACCOUNT_CODE, row.token),
    userToken,
    deps.clock(),
  );
  return row.token;
}
