import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { serialId } from './columns.ts';

/**
 * Funnel insight's events (issue 22, decision 084): names from src/domain/insight/events.ts, and
 * never a value an applicant typed. Keyed by the application, or before its first save by the
 * visit's random id (the first event that names both links the visit's earlier events).
 */
export const insightEvents = pgTable(
  'insight_events',
  {
    id: serialId(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    visitId: text('visit_id'),
    step: smallint('step'),
    /** validation_failed and step_left: the field's name. */
    field: text('field'),
    /** validation_failed: the error kind. */
    errorKind: text('error_kind'),
    /** step_saved and validation_failed: the optional sections the step showed (bitmask of BRANCHES). */
    branches: smallint('branches'),
    /** decision: approved, declined or withdrawn. */
    outcome: text('outcome'),
    source: text('source'),
    referrer: text('referrer'),
    device: text('device'),
    channel: text('channel'),
  },
  (t) => [
    index('insight_events_occurred_idx').on(t.occurredAt),
    index('insight_events_application_idx').on(t.applicationId),
    index('insight_events_visit_idx').on(t.visitId),
  ],
);

/**
 * One row per journey (an application, or a visit that never saved), rebuilt by the roll-up job
 * from its events (decision 085): what the funnel pages read instead of the events.
 */
export const insightJourneys = pgTable(
  'insight_journeys',
  {
    journeyKey: text('journey_key').primaryKey(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The day (Pacific/Auckland) of the journey's first event. */
    startedDay: date('started_day').notNull(),
    source: text('source').notNull(),
    referrer: text('referrer').notNull(),
    device: text('device').notNull(),
    channel: text('channel').notNull(),
    /** Bitmasks: bit n-1 for step n; bit i for BRANCHES[i]. */
    viewedSteps: smallint('viewed_steps').notNull(),
    savedSteps: smallint('saved_steps').notNull(),
    branchesSeen: smallint('branches_seen').notNull(),
    /** First view to first save of each step, in seconds. */
    step1Seconds: doublePrecision('step1_seconds'),
    step2Seconds: doublePrecision('step2_seconds'),
    step3Seconds: doublePrecision('step3_seconds'),
    step4Seconds: doublePrecision('step4_seconds'),
    submitted: boolean('submitted').notNull(),
    decided: boolean('decided').notNull(),
    approved: boolean('approved').notNull(),
    /** The field touched last, for a journey that left without submitting. */
    lastField: text('last_field'),
  },
  (t) => [index('insight_journeys_day_idx').on(t.startedDay)],
);

/** Validation failures per day, field, error kind and journey dimensions (the roll-up job's). */
export const insightFieldDaily = pgTable(
  'insight_field_daily',
  {
    day: date('day').notNull(),
    field: text('field').notNull(),
    errorKind: text('error_kind').notNull(),
    source: text('source').notNull(),
    referrer: text('referrer').notNull(),
    device: text('device').notNull(),
    channel: text('channel').notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.day, t.field, t.errorKind, t.source, t.referrer, t.device, t.channel],
    }),
  ],
);

/** Where the roll-up got to: events before this were folded in (one row). */
export const insightRollupState = pgTable('insight_rollup_state', {
  id: smallint('id').primaryKey(),
  rolledUpTo: timestamp('rolled_up_to', { withTimezone: true }).notNull(),
});
