import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applicationRef, applications } from './applications.ts';
import { createdAtNow, serialId } from './columns.ts';

/**
 * Every staff action in the workspace (issue 20 "People and access" 2): who (actor), which
 * request, when and what changed. Every look at an application's personal data is an action too
 * (the page, the lending panel, an upload, a letter, the evidence pack, a CSV export's row: the
 * VIEW_ACTIONS of src/domain/staff/access-log.ts; Privacy Act 2020 IPP 5). Append-only in the
 * database itself (migration 0033, decision 137): UPDATE is refused, and DELETE to all but the
 * retention run.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serialId(),
    applicationId: uuid('application_id').references(() => applications.id),
    actorId: text('actor_id').notNull(),
    requestId: text('request_id'),
    /** viewed | assigned | decided | proposed | note | information-requested | exported … */
    action: text('action').notNull(),
    /** What changed: status from/to, the assignee, the decision's reason; never answers. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtNow(),
  },
  (t) => [index('staff_actions_application_idx').on(t.applicationId, t.id)],
);

/**
 * Decisions on an application (issue 20 "Decisions"): each final once recorded, followed only
 * by a new one. A proposal is an officer's decision above their limit, waiting for an approver
 * (maker-checker); the approver's decision records who checked it.
 */
export const applicationDecisions = pgTable(
  'application_decisions',
  {
    id: serialId(),
    applicationId: applicationRef(),
    /** decision | proposal */
    kind: text('kind').notNull(),
    /** approved | conditionally-approved | declined */
    outcome: text('outcome').notNull(),
    /** The approved amount in whole dollars (approvals). */
    amount: integer('amount'),
    reason: text('reason').notNull(),
    comment: text('comment').notNull(),
    decidedBy: text('decided_by').notNull(),
    /** A proposal: open until an approver decides it (checked) or it is overtaken. */
    state: text('state').notNull().default('final'),
    /** The proposal a decision checked, and so its maker. */
    proposalId: integer('proposal_id'),
    /** The affordability record's version the decision was made on (issue 21, decision 096). */
    affordabilityVersion: integer('affordability_version'),
    createdAt: createdAtNow(),
  },
  (t) => [index('application_decisions_application_idx').on(t.applicationId, t.id)],
);

/** Staff-only notes on an application (issue 20 "Internal notes"). */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serialId(),
    applicationId: applicationRef(),
    authorId: text('author_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [index('staff_notes_application_idx').on(t.applicationId, t.id)],
);

/**
 * How many applications have each queue status and assignee (decision 106): the queue's counts per
 * status without a filter, or filtered by assignee only, summed from these rows instead of counting
 * every application. Kept by the database itself: triggers on `applications` (migration 0028)
 * change them in the statement that inserts, deletes or changes the status or the assignee of an
 * application, whoever runs it. Each status and assignee is split into `slot`s (the reference
 * number modulo 8) so that applications started or submitted at the same moment do not all wait
 * on one row; the count is the sum of its slots. Never written by the application's code.
 */
export const applicationQueueCounts = pgTable(
  'application_queue_counts',
  {
    status: text('status').notNull(),
    /** accounts.id; null for the unassigned. */
    assignedTo: text('assigned_to'),
    slot: smallint('slot').notNull(),
    n: integer('n').notNull(),
  },
  // The unassigned are one key: '' is no account's id.
  (t) => [
    uniqueIndex('application_queue_counts_key').on(
      t.status,
      sql`coalesce(${t.assignedTo}, '')`,
      t.slot,
    ),
  ],
);
