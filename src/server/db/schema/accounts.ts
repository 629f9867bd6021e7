import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FormValues } from '#domain/validation/types.ts';
import { createdAtNow } from './columns.ts';

/**
 * Signed-in people (issue 8 "Sign-in"): customers, brokers and staff. Anonymous applicants have
 * no row. The demo accounts are seeded from content/accounts.ts when SEED_DEMO_DATA is on.
 */
export const accounts = pgTable('accounts', {
  /** A random UUID: the session's actor id and a customer's ObjectId on save. */
  id: text('id').primaryKey(),
  /** customer | broker | staff */
  kind: text('kind').notNull(),
  /** Lower-cased and trimmed (normaliseEmail), so sign-in is case-insensitive. */
  email: text('email').notNull().unique(),
  /** An argon2id PHC string (src/server/accounts/passwords.ts); never the password. */
  passwordHash: text('password_hash').notNull(),
  /** A broker's referrer (content/loan-application.ts referrers). */
  referrerId: text('referrer_id'),
  /** A staff member's roles. */
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  /**
   * An officer's approval limit in whole dollars (issue 20); null is the configured default
   * (OFFICER_APPROVAL_LIMIT), so creating a staff account need not set it.
   */
  approvalLimit: integer('approval_limit'),
  /**
   * A staff member's branch (a `branches.id`, as text like `applications.branch`): auto-assign
   * deals a branch's new submissions round robin among its officers (STAFF_AUTO_ASSIGN).
   */
  staffBranch: text('staff_branch'),
  /** When auto-assign last gave this officer an application: the round robin's turn. */
  autoAssignedAt: timestamp('auto_assigned_at', { withTimezone: true }),
  /**
   * A staff member's TOTP secret (base32), encrypted at rest like identity numbers (decision
   * 030), once the second factor is set up (decision 094).
   */
  totpSecret: text('totp_secret'),
  /** A secret shown for setting up, not yet confirmed with a code. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last time step a code was accepted for: a code is used once (replay). */
  totpLastStep: integer('totp_last_step'),
  /**
   * A customer's record: the loan application's answers by field name (loan-application §4
   * "locked steps" read from it). Missing keys are unknown.
   */
  profile: jsonb('profile').$type<FormValues>().notNull().default({}),
  /** A customer's number with the lender (refer-a-friend's CustomerNumber), when they have one. */
  customerNumber: text('customer_number'),
  /** The name of a customer's home branch (refer-a-friend matches it by name). */
  branchName: text('branch_name'),
  createdAt: createdAtNow(),
});

/**
 * Emails waiting to go (issue 8 "Emails"): written in the same transaction as the event that
 * causes them, sent by the outbox worker, so a message is neither lost nor sent twice when the
 * process dies.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    /** What the message is (e.g. joint-invitation, broker-copy, resume-link); never personal. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** pending | sending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (re)try: a claimed message's lease ends here. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The application a message is about, when it is one (a letter's email): sending it records
     * the letter's delivery (CCCFA s 35). No foreign key: the outbox is purged on its own clock.
     */
    applicationId: uuid('application_id'),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
