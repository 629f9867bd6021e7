import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sandboxBankLinkShares } from '#server/db/schema/index.ts';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_BANKS,
  sandboxStatement,
  type SandboxAccount,
  type SandboxBank,
} from './bank-statement-data.ts';
import type { BankStatementsAdapter } from './types.ts';

const isBank = (value: string): value is SandboxBank =>
  (SANDBOX_BANKS as readonly string[]).includes(value);
const isAccount = (value: string): value is SandboxAccount =>
  (SANDBOX_ACCOUNTS as readonly string[]).includes(value);

/**
 * The bank link sandbox's statements: for each demo bank and account the reference shared in the
 * sandbox (src/server/sandboxes/bank-link.ts), the 90 days before it was shared
 * (bank-statement-data.ts documents each bank's applicant).
 */
export function createSandboxBankStatements(db: Database): BankStatementsAdapter {
  return {
    provider: 'sandbox',
    async statements(reference) {
      const shares = await db
        .select()
        .from(sandboxBankLinkShares)
        .where(eq(sandboxBankLinkShares.reference, reference))
        .orderBy(sandboxBankLinkShares.bank);
      return shares.flatMap((share) =>
        isBank(share.bank)
          ? share.accounts
              .filter(isAccount)
              .map((account) =>
                sandboxStatement(share.bank as SandboxBank, account, share.sharedAt),
              )
          : [],
      );
    },
  };
}
