import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtNow, serialId } from './columns.ts';

/**
 * The complaints register (issue 32 "What to build" 2, decision 141). Personal data (the name,
 * contact details and the complaint's words): read by staff, never logged. The reference is
 * `C-` and the row number (complaintReference). Its state moves received → acknowledged →
 * investigating → resolved (with an outcome) or deadlocked; the due dates are NZ working days
 * from the day it was received, by the lender's configured times.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serialId(),
    reference: text('reference').notNull().unique(),
    category: text('category').notNull(),
    whatWentWrong: text('what_went_wrong').notNull(),
    putRight: text('put_right').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The signed-in customer who made it from the portal, if any. */
    accountId: text('account_id'),
    /** received | acknowledged | investigating | resolved | deadlocked */
    state: text('state').notNull().default('received'),
    /** upheld | partly-upheld | not-upheld, once resolved. */
    outcome: text('outcome'),
    ownerId: text('owner_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    acknowledgeBy: date('acknowledge_by', { mode: 'string' }).notNull(),
    resolveBy: date('resolve_by', { mode: 'string' }).notNull(),
    schemeFrom: date('scheme_from', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    requestId: text('request_id'),
  },
  (t) => [
    index('complaints_open_idx').on(t.state, t.schemeFrom),
    index('complaints_owner_idx').on(t.ownerId, t.state),
    index('complaints_received_idx').on(t.receivedAt),
  ],
);

/** Staff's notes on a complaint, oldest first. */
export const complaintNotes = pgTable(
  'complaint_notes',
  {
    id: serialId(),
    complaintId: bigint('complaint_id', { mode: 'number' })
      .notNull()
      .references(() => complaints.id),
    authorId: text('author_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [index('complaint_notes_complaint_idx').on(t.complaintId, t.id)],
);

/**
 * The letters sent on a complaint (acknowledgement, resolution, deadlock, scheme-open), each
 * once: the unique index makes the overdue job's letter safe to run again.
 */
export const complaintLetters = pgTable(
  'complaint_letters',
  {
    id: serialId(),
    complaintId: bigint('complaint_id', { mode: 'number' })
      .notNull()
      .references(() => complaints.id),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    emailId: text('email_id'),
    sentBy: text('sent_by'),
    createdAt: createdAtNow(),
  },
  (t) => [uniqueIndex('complaint_letters_once_idx').on(t.complaintId, t.kind)],
);
