import type { Database } from '#server/db/client.ts';
import { createSandboxBankStatements } from './sandbox.ts';
import type { BankStatementsAdapter } from './types.ts';

export type { AccountStatement, BankStatementsAdapter } from './types.ts';

/**
 * The statements shared through the bank link. Only the sandbox exists: the provider's
 * statement-retrieval API (illion) is not public; a production adapter implements the same
 * interface.
 */
export function createBankStatementsAdapter(db: Database): BankStatementsAdapter {
  return createSandboxBankStatements(db);
}
