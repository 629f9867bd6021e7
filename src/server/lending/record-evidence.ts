import { evidenceMessages } from '#content/lending/evidence.ts';
import {
  acceptedIncomeNeedsNote,
  type AffordabilityRecord,
  type IncomeLine,
} from '#domain/lending/affordability.ts';
import type { AffordabilityPolicy } from '#domain/lending/policy.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import type { WorkspaceRow } from '../staff/workflow.ts';
import { bankStatementFindings } from './bank-income.ts';
import { draftRecord } from './draft-record.ts';

/**
 * The evidence the server holds for a record (issue 30 finding 4): the draft made from the bank
 * statements the provider returns and the credit report stored with the application. CCCFA
 * s 9C(3)(a) has the lender make reasonable inquiries; the Responsible Lending Code's inquiries
 * into affordability verify income and expenses from sources the lender trusts, so these
 * figures are read here, never taken from the browser.
 */
export async function serverEvidence(
  services: ServiceDeps,
  row: WorkspaceRow,
): Promise<{ draft: AffordabilityRecord; statements: boolean }> {
  let found;
  try {
    found = await bankStatementFindings(services, row.token);
  } catch (error) {
    services.log.warn({ err: error }, 'bank statements unavailable for an affordability save');
    throw new HttpError(503, evidenceMessages.statementsUnavailable);
  }
  return {
    draft: draftRecord(row, found, services.config.site),
    statements: found.accounts.length > 0,
  };
}

function incomeWithEvidence(sent: readonly IncomeLine[], server: readonly IncomeLine[]) {
  const known = new Map(server.map((line) => [line.id, line]));
  // The officer may leave a line out (not counted); one kept has the server's figures.
  return sent.map((line): IncomeLine => {
    const found = known.get(line.id);
    return found
      ? {
          ...line,
          label: found.label,
          declared: found.declared,
          verifiedWeekly: found.verifiedWeekly,
          verifiedFrom: found.verifiedFrom,
        }
      : // A line the officer added: what they accept, never verified by the browser's word.
        { ...line, verifiedWeekly: null, verifiedFrom: '' };
  });
}

/**
 * The officer's record with the server's evidence in it: each known income line's declared and
 * verified figures, each expense's statement figure and the credit report's commitments are the
 * server's; the browser keeps what the officer accepts, chooses, declares and notes.
 */
export function withServerEvidence(
  sent: AffordabilityRecord,
  server: AffordabilityRecord,
): AffordabilityRecord {
  return {
    ...sent,
    income: incomeWithEvidence(sent.income, server.income),
    expenses: server.expenses.map((line) => {
      const officer = sent.expenses.find((expense) => expense.category === line.category);
      return officer ? { ...officer, statementWeekly: line.statementWeekly } : line;
    }),
    commitments: [
      ...server.commitments,
      ...sent.commitments.filter((commitment) => commitment.source === 'declared'),
    ],
    noStatements: sent.noStatements ?? null,
  };
}

/** Why the server refuses to save the record (a 422's message), or null. */
export function evidenceRefusal(
  record: AffordabilityRecord,
  statements: boolean,
  policy: AffordabilityPolicy,
): string | null {
  if (statements && record.noStatements) return evidenceMessages.statementsExist;
  const unnoted = record.income.find((line) => acceptedIncomeNeedsNote(line, policy));
  return unnoted
    ? evidenceMessages.acceptedIncomeNeedsNote(unnoted.label || 'an income line')
    : null;
}
