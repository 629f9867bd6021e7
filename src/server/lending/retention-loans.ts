import { inArray, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  arrearsReminders,
  customerLoans,
  hardshipAnswers,
  hardshipApplications,
  hardshipLetters,
  loanStatements,
} from '../db/schema/index.ts';

/**
 * A loan's own records under the retention schedule (issue 32, decision 156): the loan row, its
 * continuing disclosure statements (CCCFA s 18), its hardship applications with their letters,
 * answers and variation disclosures (ss 55-57A, s 22) and its missed-payment reminders (the
 * Responsible Lending Code). They are the loan's records, so they are kept while the loan is and
 * go with it: 7 years after its last record (CCCFA s 9CA's floor for the lender's records) and
 * not before 5 years after the relationship ended (AML/CFT Act 2009 s 49 for the records of the
 * loan's transactions, s 50 for the identity evidence the loan is deleted with).
 */

type Executor = Pick<Database, 'select' | 'delete'>;

/** Each application's loan: when it closed (the relationship's end) and its latest statement. */
export async function loanEndsOf(
  db: Database,
  applicationIds: readonly string[],
): Promise<Map<string, { closedAt: Date | null; lastRecordAt: Date | null }>> {
  const loans = await db
    .select({
      id: customerLoans.id,
      applicationId: customerLoans.applicationId,
      closedAt: customerLoans.closedAt,
    })
    .from(customerLoans)
    .where(inArray(customerLoans.applicationId, [...applicationIds]));
  if (loans.length === 0) return new Map();
  const statements = await db
    .select({ loanId: loanStatements.customerLoanId, last: max(loanStatements.createdAt) })
    .from(loanStatements)
    .where(
      inArray(
        loanStatements.customerLoanId,
        loans.map((loan) => loan.id),
      ),
    )
    .groupBy(loanStatements.customerLoanId);
  return new Map(
    loans.map((loan) => {
      const last = statements.find((row) => row.loanId === loan.id)?.last ?? null;
      // The closing is the loan's last record but for a final statement after it.
      const times = [loan.closedAt, last].filter((time): time is Date => time !== null);
      const lastRecordAt = times.length ? new Date(Math.max(...times.map(Number))) : null;
      return [loan.applicationId, { closedAt: loan.closedAt, lastRecordAt }];
    }),
  );
}

async function loanIdsOf(db: Executor, applicationIds: readonly string[]): Promise<number[]> {
  const loans = await db
    .select({ id: customerLoans.id })
    .from(customerLoans)
    .where(inArray(customerLoans.applicationId, [...applicationIds]));
  return loans.map((loan) => loan.id);
}

/** The files the loans of these applications keep: statements and variation disclosures. */
export async function loanFilesOf(
  db: Database,
  applicationIds: readonly string[],
): Promise<{ ref: string }[]> {
  const loanIds = await loanIdsOf(db, applicationIds);
  if (loanIds.length === 0) return [];
  const statements = await db
    .select({ ref: loanStatements.storageReference })
    .from(loanStatements)
    .where(inArray(loanStatements.customerLoanId, loanIds));
  const disclosures = await db
    .select({ ref: hardshipApplications.disclosureStorageReference })
    .from(hardshipApplications)
    .where(inArray(hardshipApplications.customerLoanId, loanIds));
  return [
    ...statements,
    ...disclosures.flatMap((row) => (row.ref === null ? [] : [{ ref: row.ref }])),
  ];
}

/** Deletes the loans of these applications and their records, children first (in the caller's transaction). */
export async function deleteLoanRecords(
  tx: Executor,
  applicationIds: readonly string[],
): Promise<void> {
  const loanIds = await loanIdsOf(tx, applicationIds);
  if (loanIds.length === 0) return;
  const hardship = (
    await tx
      .select({ id: hardshipApplications.id })
      .from(hardshipApplications)
      .where(inArray(hardshipApplications.customerLoanId, loanIds))
  ).map((row) => row.id);
  if (hardship.length) {
    await tx.delete(hardshipAnswers).where(inArray(hardshipAnswers.hardshipId, hardship));
    await tx.delete(hardshipLetters).where(inArray(hardshipLetters.hardshipId, hardship));
    await tx.delete(hardshipApplications).where(inArray(hardshipApplications.id, hardship));
  }
  await tx.delete(loanStatements).where(inArray(loanStatements.customerLoanId, loanIds));
  await tx.delete(arrearsReminders).where(inArray(arrearsReminders.customerLoanId, loanIds));
  await tx.delete(customerLoans).where(inArray(customerLoans.id, loanIds));
}
