import { bigserial, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';

// The columns many tables share, written once; each call makes a fresh column for its table.
// Function declarations, hoisted: applications.ts uses them while this file imports it.

/** `id`: a row number in the order rows were written. */
export function serialId() {
  return bigserial('id', { mode: 'number' }).primaryKey();
}

/** `application_id`: the application the row belongs to, always one (no cascade on delete). */
export function applicationRef() {
  return uuid('application_id')
    .notNull()
    .references(() => applications.id);
}

/** `created_at`: when the row was written. */
export function createdAtNow() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}
