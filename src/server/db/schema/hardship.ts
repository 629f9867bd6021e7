import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtNow, serialId } from './columns.ts';
import { customerLoans } from './customer-loans.ts';

/**
 * Hardship applications (issue 32 "What to build" 1, decision 148): what the borrower told us
 * (personal data: read by staff, never logged), the two dates CCCFA s 57A sets, and the decision.
 * `decide_by` is null while a request for information is open: the clock stands still and starts
 * again, 20 working days, from the day the information is received.
 */
export const hardshipApplications = pgTable(
  'hardship_applications',
  {
    id: serialId(),
    reference: text('reference').notNull().unique(),
    customerLoanId: bigint('customer_loan_id', { mode: 'number' })
      .notNull()
      .references(() => customerLoans.id),
    accountId: text('account_id'),
    /** Where its letters go, and the first name they greet: nothing else of the person. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    whatHappened: text('what_happened').notNull(),
    canPayCents: bigint('can_pay_cents', { mode: 'number' }).notNull(),
    months: integer('months').notNull(),
    /** lower-payments | pause | longer-term */
    change: text('change').notNull(),
    /** received | information-requested | agreed | refused */
    state: text('state').notNull().default('received'),
    ownerId: text('owner_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    acknowledgeBy: date('acknowledge_by', { mode: 'string' }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    decideBy: date('decide_by', { mode: 'string' }),
    informationRequest: text('information_request'),
    informationRequestedAt: timestamp('information_requested_at', { withTimezone: true }),
    informationReceivedAt: timestamp('information_received_at', { withTimezone: true }),
    /** The agreed arrangement (HardshipArrangement), once agreed. */
    arrangement: jsonb('arrangement').$type<Record<string, unknown>>(),
    /** The reasons given for a refusal (CCCFA s 57A). */
    reasons: text('reasons'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** The variation disclosure (CCCFA s 22) in the storage adapter, once agreed. */
    disclosureStorageReference: text('disclosure_storage_reference'),
    disclosureSha256: text('disclosure_sha256'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('hardship_loan_idx').on(t.customerLoanId, t.state),
    index('hardship_owner_idx').on(t.ownerId, t.state),
  ],
);

/** The letters of an application, each with its outbox email, oldest first. */
export const hardshipLetters = pgTable(
  'hardship_letters',
  {
    id: serialId(),
    hardshipId: bigint('hardship_id', { mode: 'number' })
      .notNull()
      .references(() => hardshipApplications.id),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    emailId: text('email_id'),
    createdAt: createdAtNow(),
  },
  (t) => [index('hardship_letters_idx').on(t.hardshipId, t.id)],
);

/**
 * The borrower's answers to the officer's requests for information, given in the portal
 * (CCCFA s 57A, decision 156): the request as it was asked, the answer, and when it was received
 * (the decision's 20 working days start again from that day).
 */
export const hardshipAnswers = pgTable(
  'hardship_answers',
  {
    id: serialId(),
    hardshipId: bigint('hardship_id', { mode: 'number' })
      .notNull()
      .references(() => hardshipApplications.id),
    request: text('request').notNull(),
    answer: text('answer').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hardship_answers_idx').on(t.hardshipId, t.id)],
);

/**
 * Missed payments (issue 32 "What to build" 4): one row per loan and overdue instalment day, so
 * the reminder goes once for each missed payment; the officer's task from `task_from` until the
 * loan is out of arrears (`resolved_at`).
 */
export const arrearsReminders = pgTable(
  'arrears_reminders',
  {
    id: serialId(),
    customerLoanId: bigint('customer_loan_id', { mode: 'number' })
      .notNull()
      .references(() => customerLoans.id),
    /** The day of the earliest instalment unpaid past its day. */
    overdueSince: date('overdue_since', { mode: 'string' }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    emailId: text('email_id'),
    ownerId: text('owner_id'),
    taskFrom: date('task_from', { mode: 'string' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [uniqueIndex('arrears_reminders_once_idx').on(t.customerLoanId, t.overdueSince)],
);
