import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { createdAtNow } from './columns.ts';

/**
 * Server-side sessions (issue 7 "Who the user is", decision 021). The cookie holds an opaque
 * random id; only its SHA-256 is stored, so reading this table does not yield a live session.
 * In the database so that every server process honours every session.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Hex SHA-256 of the cookie's id. */
    idHash: text('id_hash').primaryKey(),
    /**
     * customer | broker | staff, or anonymous: a visitor gets a row when they first save an
     * application (decision 059), so any tab resumes it.
     */
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    /** A broker's referrer id (content/loan-application.ts referrers). */
    referrerId: text('referrer_id'),
    /** A staff member's roles. */
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    createdAt: createdAtNow(),
    /** Moved forward on use; the idle expiry counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute expiry, fixed at sign-in. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * The unfinished application this session holds (decision 059): the one any tab resumes and
     * the only one an anonymous visitor may open or save. Cleared when it is submitted.
     */
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    /**
     * The submitted application whose status this session may see and answer requests of, once
     * an emailed status link was opened with the date of birth (decision 093).
     */
    statusApplicationId: uuid('status_application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);
