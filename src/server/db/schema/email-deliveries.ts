import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages the sandbox email adapter delivered (issue 8 "Emails"): the outbox page shows them in
 * development and demo. Keyed by the outbox message id, so a message sent again after a crash
 * between sending and marking it sent is delivered once.
 */
export const sandboxEmails = pgTable('sandbox_emails', {
  /** The outbox message id (also the message's Message-ID). */
  messageId: text('message_id').primaryKey(),
  sender: text('sender').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
});
