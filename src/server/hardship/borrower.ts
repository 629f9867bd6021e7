import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, applications, customerLoans } from '../db/schema/index.ts';

/**
 * Who a loan's letters go to (issue 32): the first name the application gave and the email of the
 * account that owns it, or the application's own email. Nothing else of the person is read.
 */
export interface LoanBorrower {
  customerLoanId: number;
  accountNumber: string;
  servicingLoanId: string;
  firstName: string;
  email: string | null;
  /** The officer the loan's application was assigned to: the hardship and arrears work's owner. */
  officerId: string | null;
  accountId: string | null;
}

export async function borrowerOfLoan(
  db: Pick<Database, 'select'>,
  customerLoanId: number,
): Promise<LoanBorrower | null> {
  const [row] = await db
    .select({
      customerLoanId: customerLoans.id,
      accountNumber: customerLoans.accountNumber,
      servicingLoanId: customerLoans.servicingLoanId,
      formData: applications.formData,
      applicantEmail: applications.applicantEmail,
      officerId: applications.assignedTo,
      accountId: applications.ownerAccountId,
      accountEmail: accounts.email,
    })
    .from(customerLoans)
    .innerJoin(applications, eq(applications.id, customerLoans.applicationId))
    .leftJoin(accounts, eq(accounts.id, applications.ownerAccountId))
    .where(eq(customerLoans.id, customerLoanId));
  if (!row) return null;
  const firstName = row.formData.FirstName;
  return {
    customerLoanId: row.customerLoanId,
    accountNumber: row.accountNumber,
    servicingLoanId: row.servicingLoanId,
    firstName: typeof firstName === 'string' ? firstName.trim().split(/\s+/)[0]! : '',
    email: row.accountEmail ?? row.applicantEmail ?? null,
    officerId: row.officerId,
    accountId: row.accountId,
  };
}
