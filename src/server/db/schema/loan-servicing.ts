import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtNow } from './columns.ts';

/**
 * The loan-servicing sandbox's small loan book (issue 31, decision 139): the clients, loans and
 * transactions the lender's servicing system keeps in production (Apache Fineract there). Keyed
 * by our reference (externalId), so a write repeated after a crash books nothing twice.
 */
export const sandboxServicingClients = pgTable('sandbox_servicing_clients', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  externalId: text('external_id').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: createdAtNow(),
});

export const sandboxLoans = pgTable('sandbox_loans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The loan's number the customer pays with: the id, nine digits, as Fineract numbers accounts. */
  accountNumber: text('account_number')
    .notNull()
    .generatedAlwaysAs(sql`lpad(id::text, 9, '0')`)
    .unique(),
  externalId: text('external_id').notNull().unique(),
  clientId: bigint('client_id', { mode: 'number' })
    .notNull()
    .references(() => sandboxServicingClients.id),
  /** submitted | approved | active | closed */
  status: text('status').notNull(),
  /** The approved terms and fees it was booked from (ApprovedLoan). */
  terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
  /** The schedule booked (LoanSchedule, src/domain/calculator/schedule.ts). */
  schedule: jsonb('schedule').$type<Record<string, unknown>>().notNull(),
  /** What each instalment has received: fee, interest and principal (InstalmentPaid[]). */
  paid: jsonb('paid').$type<Array<Record<string, number>>>().notNull(),
  /** The hardship arrangements booked on it (our references): each changes the schedule once. */
  reschedules: jsonb('reschedules').$type<string[]>().notNull().default([]),
  submittedOn: date('submitted_on', { mode: 'string' }).notNull(),
  approvedOn: date('approved_on', { mode: 'string' }),
  disbursedOn: date('disbursed_on', { mode: 'string' }),
  createdAt: createdAtNow(),
});

export const sandboxLoanTransactions = pgTable(
  'sandbox_loan_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => sandboxLoans.id),
    /** disbursement | repayment */
    kind: text('kind').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    principalCents: bigint('principal_cents', { mode: 'number' }).notNull(),
    interestCents: bigint('interest_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    /** Our reference for it: a repayment's payment reference; the same one is posted once. */
    externalId: text('external_id').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [uniqueIndex('sandbox_loan_transactions_once').on(t.loanId, t.kind, t.externalId)],
);

/**
 * Payouts (issue 31 "Payout"): each batch of direct credits the payout adapter made, with its
 * total and its checksum (the bank's hash total and the file's SHA-256), and each payout in it.
 * A reference is paid out once, whatever the adapter.
 */
export const payoutBatches = pgTable('payout_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** sandbox | anz-direct-csv */
  provider: text('provider').notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  count: integer('count').notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  /** The bank's hash total of the destination accounts (the file's control record). */
  hashTotal: text('hash_total').notNull(),
  /** The file's name and SHA-256; null for the sandbox, which writes no file. */
  fileName: text('file_name'),
  fileSha256: text('file_sha256'),
  /** The file as written, for the operator to upload again; null for the sandbox. */
  content: text('content'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => payoutBatches.id),
    /** Our reference (the application's): paid out once. */
    reference: text('reference').notNull().unique(),
    /** The destination account, 15 or 16 digits without separators. */
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [index('payouts_batch_idx').on(t.batchId)],
);
