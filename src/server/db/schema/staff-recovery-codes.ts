import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { serialId } from './columns.ts';

/**
 * A staff member's recovery codes (decision 094): shown once when the second factor is set up,
 * kept only as SHA-256 hashes (each is 50 random bits, so a slow hash adds nothing), used once.
 * Setting up again replaces them.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serialId(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_account_idx').on(t.accountId, t.codeHash)],
);
