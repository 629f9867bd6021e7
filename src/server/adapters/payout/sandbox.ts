import type { Database } from '../../db/client.ts';
import { batchAlreadyMade, checkInstructions, recordBatch } from './batches.ts';
import type { PayoutAdapter } from './types.ts';

/**
 * The payout sandbox (the default): records each batch and payout as the production adapter
 * does, with its total and hash total, and moves no money and writes no file.
 */
export function createSandboxPayout(db: Database): PayoutAdapter {
  return {
    provider: 'sandbox',
    async payOut(instructions, dueDate) {
      const checked = checkInstructions(instructions);
      const made = await batchAlreadyMade(db, checked);
      return made ?? recordBatch(db, 'sandbox', checked, dueDate, null);
    },
  };
}
