import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtNow, serialId } from './columns.ts';

/**
 * The site's tool forms (site-and-tools §2): bank-statement submissions, loan payments with the
 * gateway's notifications, and referrals. Personal columns are only read by staff tools.
 */
export const bankStatementSubmissions = pgTable('bank_statement_submissions', {
  id: serialId(),
  customerNumber: text('customer_number').notNull(),
  /** Null when the visitor chose "Customer Number Only". */
  applicationNumber: text('application_number'),
  requestId: text('request_id'),
  createdAt: createdAtNow(),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Unguessable: the gateway gets it and the result page is opened with it. */
  reference: text('reference').notNull().unique(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  loanId: text('loan_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  pageId: text('page_id'),
  /** pending until the gateway's verified notification says approved or declined. */
  status: text('status').notNull().default('pending'),
  /** The gateway's transaction that settled it. */
  transactionId: text('transaction_id'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  requestId: text('request_id'),
  createdAt: createdAtNow(),
});

/** Every verified notification, once: a repeat of a transaction id is recorded by nobody. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serialId(),
    transactionId: text('transaction_id').notNull(),
    paymentReference: text('payment_reference').notNull(),
    outcome: text('outcome').notNull(),
    amountCents: integer('amount_cents').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_transaction_idx').on(t.transactionId)],
);

export const referrals = pgTable('referrals', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  branchId: text('branch_id').notNull(),
  branchName: text('branch_name').notNull(),
  branchEmail: text('branch_email').notNull(),
  friendName: text('friend_name').notNull(),
  friendPhone: text('friend_phone').notNull(),
  friendEmail: text('friend_email').notNull(),
  /** The signed-in customer who referred, when there was one. */
  customerNumber: text('customer_number'),
  requestId: text('request_id'),
  createdAt: createdAtNow(),
});
