import { bigserial, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { createdAtNow } from './columns.ts';

/**
 * The loans our customers hold (issue 31 "The loan in the lender's servicing system"): one row
 * per application paid out, naming the loan in the servicing system (its id there and the loan's
 * number the customer pays with). The loan's money — balance, schedule, payments — is read from
 * the servicing adapter, never copied here; this row only says whose loan it is.
 */
export const customerLoans = pgTable('customer_loans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  applicationId: uuid('application_id')
    .notNull()
    .unique()
    .references(() => applications.id),
  /** The servicing adapter that holds it: sandbox | fineract. */
  provider: text('provider').notNull(),
  /** The servicing system's id for the loan. */
  servicingLoanId: text('servicing_loan_id').notNull(),
  /** The loan's number: what the customer quotes to pay. */
  accountNumber: text('account_number').notNull().unique(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  /** When the loan was repaid or written off: retention's relationship end. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAtNow(),
});
