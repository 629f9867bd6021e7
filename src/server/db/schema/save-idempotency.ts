import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';

/**
 * The answers of loan-application saves by their idempotency key (issue 11 "Come back and finish"
 * 3, decision 060): a retried save gets the first answer and is never saved twice. Written in the
 * save's own transaction; kept for a day (swept by the background worker).
 */
export const saveIdempotencyKeys = pgTable(
  'save_idempotency_keys',
  {
    /** Hex SHA-256 of the browser's key: the table alone cannot be replayed. */
    keyHash: text('key_hash').primaryKey(),
    /** The application the save wrote: the key's scope. */
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the request (step, Token, Guid, FormData): a repeat must be the same save. */
    requestHash: text('request_hash').notNull(),
    /** The first answer (the save contract's 200). */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('save_idempotency_keys_expires_idx').on(t.expiresAt)],
);
