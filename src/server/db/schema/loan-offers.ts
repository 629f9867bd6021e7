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
import type { OfferTerms, SignatureCertificate } from '#domain/lending/offer.ts';
import { applications } from './applications.ts';
import { createdAtNow } from './columns.ts';

/**
 * The loan offer of an approval (issue 31 parts 1-3, decisions 143 and 144): its terms fixed when
 * made, the electronic signature (consent, the one-time code's hash and attempts, the signed
 * contract and its certificate), the cancellation, the payout account's check, an early release
 * the borrower asked for in writing, and the payout. The application's status says where it is;
 * an application's current offer is its newest row.
 */
export const loanOffers = pgTable(
  'loan_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    /** The approval's figures, as the disclosure and the contract state them, to the cent. */
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    madeBy: text('made_by').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    /** The offer's last day (NZ, YYYY-MM-DD): unsigned after it, it lapses. */
    expiresOn: text('expires_on').notNull(),
    /** CCLA s 226(1)(a) consent to receive the documents electronically. */
    electronicConsentAt: timestamp('electronic_consent_at', { withTimezone: true }),
    /** SHA-256 of the current one-time code (never the code), when it expires, tries left. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codesSent: integer('codes_sent').notNull().default(0),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The signed contract's PDF (lending_documents) and the SHA-256 of the text signed. */
    signedDocumentId: uuid('signed_document_id'),
    contractSha256: text('contract_sha256'),
    certificate: jsonb('certificate').$type<SignatureCertificate>(),
    /** The cancellation period's last day (CCCFA s 27 with s 35), YYYY-MM-DD. */
    coolingOffEnds: text('cooling_off_ends'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    /** What the borrower repays when they cancel after the payout (CCCFA s 28), in cents. */
    repayCents: integer('repay_cents'),
    /** The payout account and how it was checked as the borrower's, and by whom. */
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    accountCheck: text('account_check'),
    accountCheckedBy: text('account_checked_by'),
    accountCheckedAt: timestamp('account_checked_at', { withTimezone: true }),
    /** The borrower's written request for the money within the cancellation period. */
    earlyReleaseBy: text('early_release_by'),
    earlyReleaseAt: timestamp('early_release_at', { withTimezone: true }),
    payoutBatchId: text('payout_batch_id'),
    releasedBy: text('released_by'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [index('loan_offers_application_idx').on(t.applicationId, t.id)],
);
