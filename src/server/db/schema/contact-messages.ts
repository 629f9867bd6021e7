import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAtNow } from './columns.ts';

/**
 * Messages from the contact form (issue 10 "Content": contact). Personal data: read by staff,
 * never logged. The request id ties a message to its request in the logs.
 */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  /** The request that brought it; none when a job or a back office stores one. */
  requestId: text('request_id'),
  createdAt: createdAtNow(),
});
