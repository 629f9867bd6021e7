import { and, desc, eq, isNull } from 'drizzle-orm';
import { API } from '#domain/contracts/wire.ts';
import { NO_SUCH_STATEMENT, type LoanStatement } from '#domain/contracts/loan-statements.ts';
import { applications, customerLoans, loanStatements } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';

const ownedBy = (accountId: string) => eq(applications.ownerAccountId, accountId);

/** The account's statements, newest period first, each loan's with its number (the portal's). */
export async function statementsOfAccount(
  deps: Pick<ServiceDeps, 'db'>,
  accountId: string,
): Promise<LoanStatement[]> {
  const rows = await deps.db
    .select({ statement: loanStatements, loanNumber: customerLoans.accountNumber })
    .from(loanStatements)
    .innerJoin(customerLoans, eq(customerLoans.id, loanStatements.customerLoanId))
    .innerJoin(applications, eq(applications.id, customerLoans.applicationId))
    .where(ownedBy(accountId))
    .orderBy(desc(loanStatements.periodFrom), customerLoans.accountNumber);
  return rows.map(({ statement, loanNumber }) => ({
    id: statement.id,
    loanNumber,
    periodFrom: statement.periodFrom,
    periodTo: statement.periodTo,
    href: API.accountStatementFile.path.replace(':id', statement.id),
    openedAt: statement.openedAt?.toISOString() ?? null,
  }));
}

/**
 * One statement's PDF for the borrower whose loan it is (never by its id alone); the first
 * opening is recorded, as a disclosure's (the statement's delivery, CCCFA s 18).
 */
export async function statementFile(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'clock'>,
  accountId: string,
  id: string,
): Promise<{ bytes: Buffer; loanNumber: string; periodTo: string }> {
  const [found] = await deps.db
    .select({ statement: loanStatements, loanNumber: customerLoans.accountNumber })
    .from(loanStatements)
    .innerJoin(customerLoans, eq(customerLoans.id, loanStatements.customerLoanId))
    .innerJoin(applications, eq(applications.id, customerLoans.applicationId))
    .where(and(eq(loanStatements.id, id), ownedBy(accountId)));
  if (!found) throw new HttpError(404, NO_SUCH_STATEMENT);
  const bytes = await deps.adapters.storage.get(found.statement.storageReference);
  if (!bytes) throw new HttpError(404, NO_SUCH_STATEMENT);
  await deps.db
    .update(loanStatements)
    .set({ openedAt: deps.clock() })
    .where(and(eq(loanStatements.id, id), isNull(loanStatements.openedAt)));
  return { bytes, loanNumber: found.loanNumber, periodTo: found.statement.periodTo };
}
