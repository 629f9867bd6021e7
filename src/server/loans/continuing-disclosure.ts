import { createHash } from 'node:crypto';
import { eq, isNull, max } from 'drizzle-orm';
import { statementWords } from '#content/lending/statement-words.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { duePeriods, type StatementPeriod } from '#domain/loans/statement-periods.ts';
import { ACCOUNT_PATH } from '#domain/session/paths.ts';
import { textValue } from '#domain/validation/text-value.ts';
import { accounts, applications, customerLoans, loanStatements } from '../db/schema/index.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { recordVersion } from '../lending/affordability-records.ts';
import type { ServiceDeps } from '../services.ts';
import type { CustomerLoan } from './book-loan.ts';
import { statementFigures } from './statement-figures.ts';
import { statementPdf } from './statement-pdf.ts';

/** The job that gives continuing disclosure statements (CCCFA s 18, decision 151). */
export const CONTINUING_DISCLOSURE_JOB = 'loans.continuing-disclosure';

export type StatementDeps = Pick<ServiceDeps, 'db' | 'adapters' | 'config' | 'clock' | 'log'>;

/**
 * One pass of continuing disclosure (CCCFA s 18): every active loan (not closed) gets a statement
 * for each 6-month period (s 18(2)(b)) that has ended and has none yet; a closed loan gets none.
 * Each statement is stored as a PDF and its borrower emailed a link to the portal. A loan the
 * servicing system cannot answer for is tried again on the next pass; the others go on.
 */
export async function produceStatements(
  deps: StatementDeps,
): Promise<{ made: number; failed: number }> {
  const today = newZealandDate(deps.clock());
  const active = await deps.db
    .select({ loan: customerLoans, last: max(loanStatements.periodFrom) })
    .from(customerLoans)
    .leftJoin(loanStatements, eq(loanStatements.customerLoanId, customerLoans.id))
    .where(isNull(customerLoans.closedAt))
    .groupBy(customerLoans.id);
  let made = 0;
  let failed = 0;
  for (const { loan, last } of active) {
    const periods = duePeriods(newZealandDate(loan.openedAt), today, last ?? undefined);
    if (periods.length === 0) continue;
    try {
      made += await statementsOf(deps, loan, periods);
    } catch (error) {
      failed += 1;
      deps.log.warn({ loan: loan.id, err: error }, 'a continuing disclosure statement failed');
    }
  }
  return { made, failed };
}

/** The loan's statements for the periods, oldest first; how many were made. */
async function statementsOf(
  deps: StatementDeps,
  loan: CustomerLoan,
  periods: readonly StatementPeriod[],
): Promise<number> {
  const servicing = await deps.adapters.loanServicing.readLoan(loan.servicingLoanId);
  if (!servicing) throw new Error('the servicing system has no such loan');
  // The rate the loan was disclosed with: the approved loan's record (as the disclosure's).
  const record = await recordVersion(deps, loan.applicationId);
  const rate = record?.record.loan.interestPercent ?? null;
  let made = 0;
  for (const period of periods) {
    const figures = statementFigures(servicing, period, rate);
    const bytes = await statementPdf({
      loanNumber: loan.accountNumber,
      figures,
      issuedAt: deps.clock(),
    });
    if (await keepStatement(deps, loan, { ...figures, bytes })) made += 1;
  }
  return made;
}

/** Stores the PDF and its row, and queues the email with it; false when another pass had it. */
async function keepStatement(
  deps: StatementDeps,
  loan: CustomerLoan,
  statement: ReturnType<typeof statementFigures> & { bytes: Buffer },
): Promise<boolean> {
  const storageReference = await deps.adapters.storage.put(statement.bytes, {
    contentType: 'application/pdf',
  });
  const kept = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(loanStatements)
      .values({
        customerLoanId: loan.id,
        periodFrom: statement.period.from,
        periodTo: statement.period.to,
        openingBalanceCents: statement.openingBalanceCents,
        closingBalanceCents: statement.closingBalanceCents,
        storageReference,
        sha256: createHash('sha256').update(statement.bytes).digest('hex'),
        sizeBytes: statement.bytes.length,
        createdAt: deps.clock(),
      })
      .onConflictDoNothing()
      .returning({ id: loanStatements.id });
    if (row) await emailBorrower(deps, tx, loan);
    return row !== undefined;
  });
  if (!kept) await deps.adapters.storage.remove(storageReference);
  return kept;
}

/** The email that a statement is ready: the first name and the loan's number, and a link. */
async function emailBorrower(
  deps: StatementDeps,
  tx: Parameters<Parameters<StatementDeps['db']['transaction']>[0]>[0],
  loan: CustomerLoan,
): Promise<void> {
  const [found] = await tx
    .select({
      formData: applications.formData,
      email: applications.applicantEmail,
      owner: accounts.email,
    })
    .from(applications)
    .leftJoin(accounts, eq(accounts.id, applications.ownerAccountId))
    .where(eq(applications.id, loan.applicationId));
  const to = found?.owner ?? found?.email ?? '';
  if (!found || to === '') return;
  const words = statementWords.email;
  await enqueueEmail(tx, {
    kind: 'loan-statement',
    to,
    subject: words.subject(loan.accountNumber),
    text: words.text(
      textValue(found.formData.FirstName),
      loan.accountNumber,
      `${deps.config.publicBaseUrl}${ACCOUNT_PATH}`,
    ),
  });
}
