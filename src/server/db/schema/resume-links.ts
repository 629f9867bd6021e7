import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { createdAtNow } from './columns.ts';

/**
 * An emailed resume link (issue 11 "Come back and finish" 2, decision 059): the link's token is
 * 256 random bits and only its SHA-256 is kept, so the table yields no working link. Single use
 * (`used_at`), expiring (`expires_at`), and locked after too many wrong dates of birth.
 */
export const resumeLinks = pgTable(
  'resume_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: createdAtNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong dates of birth so far; at the configured limit the link is locked for good. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /**
     * resume: opens the unfinished application once (decision 059); status: shows a submitted
     * application's status and requests, as often as needed until it expires (decision 093).
     */
    purpose: text('purpose').notNull().default('resume'),
  },
  (t) => [index('resume_links_application_idx').on(t.applicationId)],
);
