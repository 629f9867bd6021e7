import { bigint, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications.ts';
import { createdAtNow, serialId } from './columns.ts';

/**
 * What staff asked an applicant for (issue 20 "Information requests", decision 092): one row per
 * requested item, a document from the configured list or a free-text question. Its state moves
 * requested → received (the applicant's upload or answer) → accepted (staff). Asking again closes
 * the item (`replaced`) and opens a new one that names it (`previous_id`) and says why, so the
 * history of each item stays whole.
 */
export const informationRequests = pgTable(
  'information_requests',
  {
    id: serialId(),
    applicationId: applicationRef(),
    /** document | question */
    kind: text('kind').notNull(),
    /** A document's id from content/staff-workspace.ts requestableDocuments. */
    document: text('document'),
    question: text('question'),
    /** The New Zealand calendar date it is due by (working days from the request). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** requested | received | accepted | replaced */
    state: text('state').notNull().default('requested'),
    /** Why staff asked again (shown to the applicant). */
    askAgainReason: text('ask_again_reason'),
    previousId: bigint('previous_id', { mode: 'number' }),
    /** The applicant's answer to a question. */
    answer: text('answer'),
    /** The applicant's upload of a document (uploads.reference). */
    uploadReference: text('upload_reference'),
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAtNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    acceptedBy: text('accepted_by'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [index('information_requests_application_idx').on(t.applicationId, t.id)],
);
