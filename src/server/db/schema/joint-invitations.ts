import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { createdAtNow } from './columns.ts';

/**
 * The joint applicant's invitation (issue 8 "Joint borrowers", loan-application §4): the emailed
 * link's `related-id` is an unguessable token; only its SHA-256 is kept, so the table yields no
 * working link. One per primary application, and one secondary application per invitation: the
 * first save of the joint applicant's application claims it (decision 055).
 */
export const jointInvitations = pgTable('joint_invitations', {
  tokenHash: text('token_hash').primaryKey(),
  primaryApplicationId: uuid('primary_application_id')
    .notNull()
    .unique()
    .references(() => applications.id),
  /** The joint applicant's application started from this invitation; null while it is open. */
  secondaryApplicationId: uuid('secondary_application_id')
    .unique()
    .references(() => applications.id),
  createdAt: createdAtNow(),
});
