import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CreditCommitment } from '#domain/lending/credit-commitments.ts';
import { staffWorkspaceColumns, staffWorkspaceIndexes } from './application-workspace.ts';
import { createdAtNow, serialId } from './columns.ts';

/**
 * `application_id`: the application the row belongs to, always one (no cascade on delete). A
 * function declaration, hoisted, so this file's own tables use it before `applications` below.
 */
export function applicationRef() {
  return uuid('application_id')
    .notNull()
    .references(() => applications.id);
}

/** One loan application. Token is the unguessable capability (the `appref`); Guid is the second half of the resume pair. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    token: text('token').notNull().unique(),
    /**
     * The short, human reference shown as the Application ID and on the confirmation page. A
     * sequence (7 digits and up, the spec's loan-id shape), never the token: it is not a capability.
     */
    referenceNumber: bigint('reference_number', { mode: 'number' })
      .notNull()
      .unique()
      .generatedAlwaysAsIdentity({ startWith: 1_000_001 }),
    guid: text('guid').notNull().unique(),
    step: integer('step').notNull().default(1),
    source: text('source').notNull().default('Website'),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
    formState: jsonb('form_state').$type<Record<string, unknown>>().notNull().default({}),
    /** Credit bureau result code (Centrix) and the decision the success page shows. */
    creditResult: text('credit_result'),
    creditDecision: text('credit_decision'),
    /**
     * The existing credit the bureau reported with that result, for the affordability record's
     * commitments (issue 21); none before a result. Personal financial data: never logged.
     */
    creditCommitments: jsonb('credit_commitments').$type<CreditCommitment[]>(),
    complete: boolean('complete').notNull().default(false),
    /** Incremented on every save; the audit rows carry it. */
    version: integer('version').notNull().default(0),
    /** Lower-cased applicant email, kept apart from the JSON for the pre-save check's lookup. */
    applicantEmail: text('applicant_email'),
    relatedApplicationId: text('related_application_id'),
    /**
     * The branch preset when the application started (a branch page's "Apply now" or the
     * calculator hand-off): a real branch id, recorded at the first save and never taken from a
     * later one. It answers PreferredBranch and makes Source Branch (loan-application §4, decision 022).
     */
    presetBranch: text('preset_branch'),
    /**
     * The signed-in customer the application belongs to (accounts.id; the ObjectId of
     * loan-application §4), or the broker who started it. None for an anonymous applicant. The
     * customer portal (/account/) lists a customer's applications by it.
     */
    ownerAccountId: text('owner_account_id'),
    createdAt: createdAtNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...staffWorkspaceColumns,
  },
  (t) => [
    index('applications_applicant_email_idx').on(t.applicantEmail, t.createdAt),
    index('applications_owner_idx').on(t.ownerAccountId, t.createdAt),
    ...staffWorkspaceIndexes(t),
  ],
);

/** Append-only: one row per save, never deleted; updated only to encrypt old clear identity numbers (decision 030). */
export const applicationAudits = pgTable(
  'application_audits',
  {
    id: serialId(),
    applicationId: applicationRef(),
    version: integer('version').notNull(),
    step: integer('step').notNull(),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
    formState: jsonb('form_state').$type<Record<string, unknown>>().notNull(),
    /** Who saved: the actor's kind and id (none for anonymous), and the request's id for the logs. */
    actorKind: text('actor_kind').notNull().default('anonymous'),
    actorId: text('actor_id'),
    requestId: text('request_id'),
    createdAt: createdAtNow(),
  },
  (t) => [index('application_audits_application_idx').on(t.applicationId, t.version)],
);

/** Client-side diagnostics posted to /api/loan-app/log, kept for support in the database, not in log files. */
export const clientLogs = pgTable('client_logs', {
  id: serialId(),
  loggingToken: text('logging_token'),
  message: jsonb('message').notNull(),
  /** The message's size as received, before redaction (support can tell a truncated story from a short one). */
  sizeBytes: integer('size_bytes'),
  createdAt: createdAtNow(),
});

/**
 * Proof-of-work captcha solutions already used, so one solution cannot be replayed. Kept in the
 * database (not in memory) because several server processes must agree (architecture: scale path).
 */
export const captchaRedemptions = pgTable(
  'captcha_redemptions',
  {
    /** The challenge's HMAC signature: unique per challenge issued. */
    challengeSignature: text('challenge_signature').primaryKey(),
    uses: integer('uses').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_redemptions_expires_idx').on(t.expiresAt)],
);

/** Marketing conversion events (site-and-tools §7). */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: serialId(),
    kind: text('kind').notNull(), // 'browsing' | 'application'
    eventName: text('event_name').notNull(),
    sourceUrl: text('source_url').notNull(),
    token: text('token'),
    createdAt: createdAtNow(),
  },
  (t) => [index('conversion_events_name_idx').on(t.eventName, t.createdAt)],
);
