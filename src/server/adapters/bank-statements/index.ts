import type { Env } from '../../env.ts';
import { createFieldCipher } from '../../crypto/data-key.ts';
import type { Database } from '#server/db/client.ts';
import { createAkahuBankStatements } from './akahu.ts';
import { bankStatementConsentStore } from './consents.ts';
import { createSandboxBankStatements } from './sandbox.ts';
import type { BankStatementsAdapter } from './types.ts';

export type { AccountStatement, BankStatementsAdapter } from './types.ts';

/**
 * The statements an applicant shared (BANK_STATEMENTS_PROVIDER): Akahu's enduring API with the
 * user token kept for the bank link reference (issue 30, decision 136), or the bank link
 * sandbox's demo accounts. illion's statement-retrieval API is not public, so the embedded illion
 * bank link has no production adapter.
 */
export async function createBankStatementsAdapter(
  env: Pick<
    Env,
    | 'BANK_STATEMENTS_PROVIDER'
    | 'AKAHU_API_URL'
    | 'AKAHU_APP_TOKEN'
    | 'DATA_ENCRYPTION_KEY'
    | 'DATA_ENCRYPTION_PREVIOUS_KEYS'
    | 'DATA_DIR'
  >,
  db: Database,
): Promise<BankStatementsAdapter> {
  if (env.BANK_STATEMENTS_PROVIDER !== 'akahu') return createSandboxBankStatements(db);
  const consents = bankStatementConsentStore(db, await createFieldCipher(env), 'akahu');
  // env.ts refuses akahu without its app token and secret.
  return createAkahuBankStatements({
    baseUrl: env.AKAHU_API_URL,
    appToken: env.AKAHU_APP_TOKEN!,
    userToken: (reference) => consents.tokenFor(reference),
  });
}
