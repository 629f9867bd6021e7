import { bigserial, timestamp } from 'drizzle-orm/pg-core';

// The columns many tables share, written once; each call makes a fresh column for its table.
// The reference to an application is applications.ts's own `applicationRef` (this file imports
// no table, so no schema module imports another in a circle).

/** `id`: a row number in the order rows were written. */
export function serialId() {
  return bigserial('id', { mode: 'number' }).primaryKey();
}

/** `created_at`: when the row was written. */
export function createdAtNow() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}
