import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process when no Redis is configured (issue 12
 * finding 7, decision 043): one row per route and client address, counting hits until the
 * window ends. Rows are scratch data; expired ones are deleted as new hits arrive.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The route and the client's address. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_idx').on(t.windowEndsAt)],
);
