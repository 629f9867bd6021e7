import path from 'node:path';
import { brand } from '#content/brand.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createAnzDirectPayout, field } from './anz-direct-csv.ts';
import { createSandboxPayout } from './sandbox.ts';
import type { PayoutAdapter } from './types.ts';

export type { PayoutAdapter, PayoutBatch, PayoutInstruction } from './types.ts';
export { PayoutRefusedError } from './types.ts';

/**
 * Paying out approved loans (issue 31, decision 139): an ANZ Direct CSV file for the bank, or the
 * sandbox that records the payout (PAYOUT_PROVIDER).
 */
export function createPayoutAdapter(
  env: Pick<
    Env,
    | 'PAYOUT_PROVIDER'
    | 'PAYOUT_FUNDS_ACCOUNT'
    | 'PAYOUT_PAYER_NAME'
    | 'PAYOUT_FILE_DIR'
    | 'DATA_DIR'
  >,
  db: Database,
  clock: () => Date,
): PayoutAdapter {
  if (env.PAYOUT_PROVIDER === 'anz-direct-csv')
    // env.ts refuses anz-direct-csv without the funds account.
    return createAnzDirectPayout(db, {
      fundsAccount: env.PAYOUT_FUNDS_ACCOUNT!,
      payerName: env.PAYOUT_PAYER_NAME ?? field(brand.name, 20),
      directory: env.PAYOUT_FILE_DIR ?? path.join(env.DATA_DIR, 'payout-files'),
      clock,
    });
  return createSandboxPayout(db);
}
