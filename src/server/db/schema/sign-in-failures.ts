import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per email (issue 8 "Sign-in": rate-limited per account). In the database so that
 * every server process counts the same failures. Keyed by a hash of the normalised email, whether
 * or not an account has it, so an unknown email is limited exactly like a known one and the table
 * holds no email address.
 */
export const signInFailures = pgTable('sign_in_failures', {
  /**
   * Hex SHA-256 of the normalised email (its failures from every address), or of the email and a
   * client address (its failures from that address; issue 34 finding 6). Neither is reversible
   * to the email or the address.
   */
  emailHash: text('email_hash').primaryKey(),
  /** Failures since windowStartedAt. */
  failures: integer('failures').notNull(),
  /** The first failure of the current window; the window (and any lock) ends a fixed time after. */
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
