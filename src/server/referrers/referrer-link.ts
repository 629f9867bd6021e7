import type { ReferrerConfig } from '#domain/loan-application/config.ts';
import { QUERY_PARAMETER_NAMES } from '#domain/loan-application/query.ts';
import { STEP_PATHS } from '#domain/loan-application/steps.ts';
import type { Env } from '../env.ts';
import { referrerKeyVariable, resolveReferrerKeys } from './referrer-keys.ts';
import { signReferrerData } from './referrer-data.ts';

/** How long a link shows its products unless told otherwise (decision 056). */
export const DEFAULT_REFERRER_LINK_DAYS = 7;
export const MAX_REFERRER_LINK_DAYS = 365;
const SECONDS_PER_DAY = 24 * 60 * 60;

/** A request the link tool cannot make: its message is for the person at the terminal. */
export class ReferrerLinkError extends Error {}

/**
 * The step-1 link a referrer's system gives its customer (loan-application §2 `referrer` and
 * `referrer-data`): the products signed with the referrer's key, valid for `days` days. What the
 * referrer's own system does, for the demo and for a referrer's developers to compare with.
 */
export async function referrerLink(options: {
  env: Pick<
    Env,
    'referrerKeyVariables' | 'SEED_DEMO_DATA' | 'DATA_DIR' | 'PUBLIC_BASE_URL' | 'PORT'
  >;
  referrers: readonly ReferrerConfig[];
  code: string;
  /** The product list as JSON text: [{"Name":"Toyota Corolla 2019","Quantity":1}]. */
  productsJson: string;
  days: number;
  now: Date;
  /**
   * The loan amount and purpose to prefill (§2 `amount`, `purpose`), for a referrer that locks
   * them; they travel as the address's own parameters, checked by the page and the save (decision 027).
   */
  amount?: string | undefined;
  purpose?: string | undefined;
}): Promise<string> {
  const { env, code } = options;
  const referrer = options.referrers.find((candidate) => candidate.id === code);
  if (!referrer)
    throw new ReferrerLinkError(
      `No referrer "${code}"; the configured ones are ${options.referrers.map((r) => r.id).join(', ')}`,
    );
  if (!Number.isInteger(options.days) || options.days < 1 || options.days > MAX_REFERRER_LINK_DAYS)
    throw new ReferrerLinkError(
      `--days must be a whole number from 1 to ${MAX_REFERRER_LINK_DAYS}`,
    );
  let products: unknown;
  try {
    products = JSON.parse(options.productsJson);
  } catch {
    throw new ReferrerLinkError(
      `The products are not JSON: give them as '[{"Name":"Toyota Corolla 2019","Quantity":1}]'`,
    );
  }
  const keys = await resolveReferrerKeys(env, [referrer]);
  if (!keys.has(code))
    throw new ReferrerLinkError(
      `"${code}" has no key: set ${referrerKeyVariable(code)} (the demo, SEED_DEMO_DATA, generates one)`,
    );
  let token: string;
  try {
    token = signReferrerData(keys, {
      referrer: code,
      products: products as never,
      expires: Math.floor(options.now.getTime() / 1000) + options.days * SECONDS_PER_DAY,
    });
  } catch (error) {
    throw new ReferrerLinkError((error as Error).message);
  }
  const url = new URL(STEP_PATHS[1], env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`);
  url.searchParams.set(QUERY_PARAMETER_NAMES.referrer, code);
  url.searchParams.set(QUERY_PARAMETER_NAMES.referrerData, token);
  if (options.amount) url.searchParams.set(QUERY_PARAMETER_NAMES.amount, options.amount);
  if (options.purpose) url.searchParams.set(QUERY_PARAMETER_NAMES.purpose, options.purpose);
  return url.toString();
}
