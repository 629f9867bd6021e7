import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';

/**
 * Every staff action in the workspace (issue 20 "People and access" 2), append-only: who (actor),
 * which request, when and what changed. Opening an application's personal data is an action too
 * (`viewed`: who looked at whom, when; Privacy Act IPP 5). None for a CSV export's application.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id').references(() => applications.id),
    actorId: text('actor_id').notNull(),
    requestId: text('request_id'),
    /** viewed | assigned | decided | proposed | note | information-requested | exported … */
    action: text('action').notNull(),
    /** What changed: status from/to, the assignee, the decision's reason; never answers. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_decisions_application_idx').on(t.applicationId, t.id)],
);

/** Staff-only notes on an application (issue 20 "Internal notes"). */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    authorId: text('author_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_notes_application_idx').on(t.applicationId, t.id)],
);
