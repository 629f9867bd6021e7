import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { applicationRef } from './applications.ts';
import { createdAtNow, serialId } from './columns.ts';

/**
 * Responsible lending on the record (issue 21). The application's affordability record, identity
 * checks and documents; what the retention run deleted; and the bank link sandbox's own record
 * of which demo bank and accounts a reference shared (the provider keeps that in production).
 */

/** One row per version of an application's affordability and suitability record; never updated. */
export const affordabilityRecords = pgTable(
  'affordability_records',
  {
    applicationId: applicationRef(),
    version: integer('version').notNull(),
    /** The record as the officer left it (src/domain/lending/affordability.ts). */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    /** The assessment's outcome and completeness at this version, for lists and the decision. */
    outcome: text('outcome').notNull(),
    complete: boolean('complete').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    requestId: text('request_id'),
    createdAt: createdAtNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.version] })],
);

/** Electronic identity checks (AML/CFT identity verification) and their evidence. */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationRef(),
    provider: text('provider').notNull(),
    /** driver-licence | passport */
    documentKind: text('document_kind').notNull(),
    /** The document number, encrypted at rest (decision 030). */
    documentNumber: text('document_number').notNull(),
    /** verified | not-verified */
    outcome: text('outcome').notNull(),
    documentMatched: boolean('document_matched').notNull(),
    nameSecondSource: boolean('name_second_source').notNull(),
    politicallyExposed: boolean('politically_exposed').notNull(),
    sanctioned: boolean('sanctioned').notNull(),
    /** What the provider answered, without the clear number: sources, their references, times. */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_checks_application_idx').on(t.applicationId, t.checkedAt)],
);

/**
 * Identity documents an officer saw when the electronic check could not verify (issue 30 finding
 * 2, decision 135): what document, its number (encrypted at rest like every identity number,
 * decision 030) and its expiry, confirmed by an approver other than the officer (AML/CFT Act
 * s 14-16; the Amended Identity Verification Code of Practice's documentary route).
 */
export const identityDocumentsSeen = pgTable(
  'identity_documents_seen',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationRef(),
    /** What document was seen, in the officer's words (e.g. NZ passport). */
    document: text('document').notNull(),
    /** The document's number, encrypted (field `identity_documents_seen.document_number`). */
    documentNumber: text('document_number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    recordedBy: text('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('identity_documents_seen_application_idx').on(t.applicationId, t.recordedAt)],
);

/**
 * Enhanced due diligence on a politically exposed person (AML/CFT Act s 22, s 26): the source of
 * funds and of wealth an officer recorded, and the approver's (senior management's) sign-off.
 */
export const enhancedDueDiligence = pgTable(
  'enhanced_due_diligence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationRef(),
    sourceOfFunds: text('source_of_funds').notNull(),
    sourceOfWealth: text('source_of_wealth').notNull(),
    recordedBy: text('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    signedOffBy: text('signed_off_by'),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
  },
  (t) => [index('enhanced_due_diligence_application_idx').on(t.applicationId, t.recordedAt)],
);

/** Generated letters and packs: the bytes are in the storage adapter under storage_reference. */
export const lendingDocuments = pgTable(
  'lending_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationRef(),
    /** disclosure | decline-notice | affordability-copy | evidence-pack */
    kind: text('kind').notNull(),
    storageReference: text('storage_reference').notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The affordability record version it was made from, when it rests on one. */
    recordVersion: integer('record_version'),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    createdAt: createdAtNow(),
    /**
     * When its email left us (the provider accepted it), not when it was queued: a disclosure
     * sent electronically is made in law 2 working days later (CCCFA s 35(3)).
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When and where the applicant first opened it (portal or status link). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    openedBy: text('opened_by'),
  },
  (t) => [index('lending_documents_application_idx').on(t.applicationId, t.kind)],
);

/** What a retention run deleted, without the personal data it removed (Privacy Act IPP 9). */
export const retentionDeletions = pgTable('retention_deletions', {
  id: serialId(),
  runId: uuid('run_id').notNull(),
  /** application | upload | identity-check */
  subjectKind: text('subject_kind').notNull(),
  subjectId: text('subject_id').notNull(),
  /** The schedule's rule that made it due. */
  rule: text('rule').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The bank link sandbox: which demo bank and accounts each reference shared (README "Sandboxes"). */
export const sandboxBankLinkShares = pgTable(
  'sandbox_bank_link_shares',
  {
    reference: text('reference').notNull(),
    bank: text('bank').notNull(),
    accounts: jsonb('accounts').$type<string[]>().notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reference, t.bank] })],
);

/**
 * An applicant's consent to share bank statements with a production provider (issue 30, decision
 * 136): Akahu's user access token for the bank link's reference (`{accountCode}-webid:{token}`),
 * encrypted at rest with the data key; the adapter reads the statements with it.
 */
export const bankStatementConsents = pgTable(
  'bank_statement_consents',
  {
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    accessToken: text('access_token').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reference, t.provider] })],
);

/**
 * A borrower's request for a copy of their affordability record (CCCFA s 9CA): a workspace task
 * due 20 NZ working days after it was made, done when the copy is produced and delivered.
 */
export const affordabilityCopyRequests = pgTable(
  'affordability_copy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationRef(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** YYYY-MM-DD, New Zealand: 20 working days after the request. */
    dueOn: text('due_on').notNull(),
    producedAt: timestamp('produced_at', { withTimezone: true }),
    producedBy: text('produced_by'),
    /** The copy (lending_documents, kind affordability-copy). */
    documentId: uuid('document_id'),
  },
  (t) => [index('affordability_copy_requests_application_idx').on(t.applicationId)],
);

/**
 * A decision's letter owed to the applicant (issue 29 finding 3, decision 121): written in the
 * decision's transaction, made by the letters job (src/server/lending/decision-letters.ts) with
 * retries. `owed` until made; `made` with its document; `failed` after the last attempt (the
 * workspace shows each state).
 */
export const decisionLetters = pgTable(
  'decision_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: applicationRef(),
    /** disclosure | decline-notice */
    kind: text('kind').notNull(),
    /** owed | made | failed */
    state: text('state').notNull().default('owed'),
    /** What the letter is made from: the decision as recorded. */
    decisionId: integer('decision_id').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    reason: text('reason').notNull(),
    recordVersion: integer('record_version'),
    decidedBy: text('decided_by').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The last attempt's fault, in words without personal data. */
    lastError: text('last_error'),
    documentId: uuid('document_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }),
  },
  (t) => [
    index('decision_letters_due_idx').on(t.state, t.nextAttemptAt),
    index('decision_letters_application_idx').on(t.applicationId),
  ],
);
