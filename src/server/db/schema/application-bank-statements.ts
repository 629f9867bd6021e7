import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BankLinkEntry } from '#domain/bank-link/bank-link.ts';
import { applicationRef } from './applications.ts';
import { createdAtNow, serialId } from './columns.ts';

/**
 * The bank statements an applicant sent from the confirmation page (loan-application §1, issue 23
 * item 1): the bank-link widget's entries as posted with the application's token, one row per
 * posting, append-only. The workspace shows whether statements were sent and their references.
 */
export const applicationBankStatements = pgTable(
  'application_bank_statements',
  {
    id: serialId(),
    applicationId: applicationRef(),
    entries: jsonb('entries').$type<BankLinkEntry[]>().notNull(),
    requestId: text('request_id'),
    createdAt: createdAtNow(),
  },
  (t) => [index('application_bank_statements_application_idx').on(t.applicationId, t.id)],
);
