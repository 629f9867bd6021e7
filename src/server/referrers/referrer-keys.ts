import type { FastifyBaseLogger } from 'fastify';
import type { ReferrerConfig } from '#domain/loan-application/config.ts';
import { REFERRER_KEY_PREFIX, type Env } from '../env.ts';
import { resolveSecret } from '../adapters/captcha/hmac-key.ts';

/** Each configured referrer's key for its referrer-data tokens, by referrer code (decision 056). */
export type ReferrerKeys = ReadonlyMap<string, string>;

/** The variable that holds a referrer's key: kowhai-motors → REFERRER_KEY_KOWHAI_MOTORS. */
export function referrerKeyVariable(code: string): string {
  return REFERRER_KEY_PREFIX + code.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/**
 * The keys of the configured referrers: REFERRER_KEY_<CODE> from the environment. In the demo
 * (SEED_DEMO_DATA) a referrer without one gets a key generated once into
 * DATA_DIR/secrets/referrer-key-<code>, as the captcha's is, so `npm run referrer:link` on the same
 * host signs what the server accepts. Outside the demo a referrer without a key has its tokens
 * refused: its products are not shown, its applications still work.
 */
export async function resolveReferrerKeys(
  env: Pick<Env, 'referrerKeyVariables' | 'SEED_DEMO_DATA' | 'DATA_DIR'>,
  referrers: readonly ReferrerConfig[],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ReferrerKeys> {
  const keys = new Map<string, string>();
  const variables = new Set<string>();
  for (const { id } of referrers) {
    const variable = referrerKeyVariable(id);
    variables.add(variable);
    const configured = env.referrerKeyVariables[variable];
    if (!configured && !env.SEED_DEMO_DATA) continue;
    keys.set(
      id,
      await resolveSecret({
        configured,
        dataDir: env.DATA_DIR,
        file: `referrer-key-${id}`,
        variable,
      }),
    );
  }
  // A misspelt variable would leave its referrer without a key and nobody the wiser.
  for (const variable of Object.keys(env.referrerKeyVariables))
    if (!variables.has(variable))
      log?.warn({ variable }, 'a referrer key names no configured referrer');
  return keys;
}
