import type { Env } from '#server/env.ts';
import { createCentrixCredit } from './centrix.ts';
import { createSandboxCredit } from './sandbox.ts';
import type { CreditAdapter } from './types.ts';

export type { CreditAdapter, CreditApplicant, CreditCheckResult, CreditDecision } from './types.ts';
export { CREDIT_DECISIONS, CreditUnavailableError } from './types.ts';

/** CREDIT_PROVIDER picks the bureau: sandbox (default, offline, rules below) or centrix. */
export function createCreditAdapter(env: Env): CreditAdapter {
  if (env.CREDIT_PROVIDER === 'centrix') {
    if (!env.CENTRIX_API_URL || !env.CENTRIX_API_KEY)
      throw new Error('CREDIT_PROVIDER=centrix needs CENTRIX_API_URL and CENTRIX_API_KEY');
    return createCentrixCredit({ apiUrl: env.CENTRIX_API_URL, apiKey: env.CENTRIX_API_KEY });
  }
  return createSandboxCredit(env.CREDIT_SANDBOX_RULES ?? []);
}
