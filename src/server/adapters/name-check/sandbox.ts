import { parseNzBankAccount } from '#domain/banking/nz-bank-account.ts';
import { compareNames } from './compare-names.ts';
import type { NameCheckAdapter, NameCheckResult } from './types.ts';

/** Whose the sandbox says an account is, by the first digit of its base number. */
export const SANDBOX_OTHER_HOLDER = 'Someone Else';

/**
 * The name-check sandbox (the default), by the account's base number (the 7 digits after the
 * branch): starting 9, the account is someone else's (no match); starting 8, the bank holds the
 * borrower's first initial and last name (a close match, that name given); 0000000, the bank does
 * not answer (unavailable); any other, the borrower's own name (a match).
 */
export function createSandboxNameCheck(): NameCheckAdapter {
  return {
    provider: 'sandbox',
    async check({ accountNumber, name }): Promise<NameCheckResult> {
      const account = parseNzBankAccount(accountNumber);
      if (!account)
        return { outcome: 'unavailable', nameOnAccount: null, reason: 'not an NZ account number' };
      if (account.base === '0000000')
        return { outcome: 'unavailable', nameOnAccount: null, reason: 'the bank did not answer' };
      const words = name.trim().split(/\s+/);
      const holder = account.base.startsWith('9')
        ? SANDBOX_OTHER_HOLDER
        : account.base.startsWith('8')
          ? `${words[0]!.charAt(0)} ${words.at(-1)}`
          : name;
      const outcome = compareNames(name, holder);
      return { outcome, nameOnAccount: outcome === 'close-match' ? holder : null, reason: null };
    },
  };
}
