import { bigint, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtNow } from './columns.ts';
import { customerLoans } from './customer-loans.ts';

/**
 * Continuing disclosure statements (CCCFA s 18, decision 151): one per loan per statement period
 * (at most 6 months for a loan that is not revolving credit, s 18(2)(b)). The PDF is in the
 * storage adapter under storage_reference; the balances are kept so the next statement's opening
 * balance can be checked against this one's closing balance (s 20).
 */
export const loanStatements = pgTable(
  'loan_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerLoanId: bigint('customer_loan_id', { mode: 'number' })
      .notNull()
      .references(() => customerLoans.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    openingBalanceCents: bigint('opening_balance_cents', { mode: 'number' }).notNull(),
    closingBalanceCents: bigint('closing_balance_cents', { mode: 'number' }).notNull(),
    storageReference: text('storage_reference').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAtNow(),
    /** When the borrower first opened it in the portal. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('loan_statements_period_idx').on(t.customerLoanId, t.periodFrom)],
);
