import type { Env } from '../../env.ts';
import { createSandboxNameCheck } from './sandbox.ts';
import type { NameCheckAdapter } from './types.ts';

export type { NameCheckAdapter, NameCheckOutcome, NameCheckResult } from './types.ts';
export { compareNames } from './compare-names.ts';

/**
 * No name check: New Zealand's Confirmation of Payee (Payments NZ) is reached through each bank,
 * and until the lender's bank offers it to us, the officer records a bank statement instead.
 */
export function createManualNameCheck(): NameCheckAdapter {
  return {
    provider: 'manual',
    async check() {
      return {
        outcome: 'unavailable',
        nameOnAccount: null,
        reason: 'no name-check service: record a bank statement showing the account and name',
      };
    },
  };
}

/** The payee name check (NAME_CHECK_PROVIDER): the sandbox or manual (a bank statement). */
export function createNameCheckAdapter(env: Pick<Env, 'NAME_CHECK_PROVIDER'>): NameCheckAdapter {
  return env.NAME_CHECK_PROVIDER === 'manual' ? createManualNameCheck() : createSandboxNameCheck();
}
