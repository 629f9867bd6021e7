import { readBankLinkValue } from '#domain/bank-link/bank-link.ts';
import type { StaffBankStatementsView } from '#domain/staff/application-view.ts';
import type { applicationBankStatements } from '../db/schema/index.ts';
import type { WorkspaceRow } from './workflow.ts';

/**
 * Whether an application's bank statements were sent, and their references (issue 23 item 1):
 * from the confirmation page's widget (application_bank_statements, one row per posting) and a
 * broker's step 4 widget (BrokerIllionIframe). Each posting is also a line of the history.
 */
export function bankStatementsView(
  row: Pick<WorkspaceRow, 'formData'>,
  postings: (typeof applicationBankStatements.$inferSelect)[],
): {
  view: StaffBankStatementsView;
  history: { at: string; actor: string; what: string }[];
} {
  const fromBroker = readBankLinkValue(row.formData.BrokerIllionIframe);
  const sent = [
    ...fromBroker.map((entry) => ({ ...entry, at: null, from: 'broker' as const })),
    ...postings.flatMap((posting) =>
      posting.entries.map((entry) => ({
        status: entry.status,
        reference: entry.reference,
        at: posting.createdAt.toISOString(),
        from: 'confirmation' as const,
      })),
    ),
  ];
  const history = postings.map((posting) => ({
    at: posting.createdAt.toISOString(),
    actor: 'applicant',
    what: `Sent bank statements (${posting.entries.map((entry) => entry.reference).join(', ')})`,
  }));
  return { view: { sent: sent.length > 0, entries: sent }, history };
}
