import { and, eq, isNull } from 'drizzle-orm';
import type { ApprovedLoan, ServicingLoan } from '../adapters/loan-servicing/index.ts';
import { applications, customerLoans } from '../db/schema/index.ts';
import type { Adapters } from '../adapters/index.ts';
import type { ServiceDeps } from '../services.ts';

/** What booking needs of the adapters: the servicing system only (the demo seed books with it). */
type ServicingDeps = { adapters: Pick<Adapters, 'loanServicing'> };

/**
 * Puts an approved loan on the lender's books (issue 31 "The loan in the lender's servicing
 * system"): the borrower as a client, the loan submitted from the approved terms (the servicing
 * adapter refuses a schedule that is not the disclosed one), approved and disbursed, then our row
 * that says whose it is. Every write is keyed by the application's reference, so a retry after a
 * timeout or a crash finds what the first attempt made and books nothing twice.
 */
export async function bookLoan(
  deps: Pick<ServiceDeps, 'db' | 'clock'> & ServicingDeps,
  input: {
    applicationId: string;
    borrower: { firstName: string; lastName: string };
    /** The approved terms; `externalId` is the application's reference. */
    loan: ApprovedLoan;
    /** YYYY-MM-DD the money is paid out. */
    disbursedOn: string;
  },
): Promise<CustomerLoan> {
  const servicing = deps.adapters.loanServicing;
  const { clientId } = await servicing.createClient({
    externalId: input.loan.externalId,
    ...input.borrower,
  });
  const { loanId } = await servicing.submitLoan(clientId, input.loan);
  let loan = await readBooked(deps, loanId);
  if (loan.status === 'submitted') await servicing.approveLoan(loanId, input.loan.submittedOn);
  if (loan.status !== 'active' && loan.status !== 'closed') {
    await servicing.disburseLoan(loanId, input.disbursedOn);
    loan = await readBooked(deps, loanId);
  }
  await deps.db
    .insert(customerLoans)
    .values({
      applicationId: input.applicationId,
      provider: servicing.provider,
      servicingLoanId: loanId,
      accountNumber: loan.accountNumber,
      openedAt: deps.clock(),
    })
    .onConflictDoNothing({ target: customerLoans.applicationId });
  const [row] = await deps.db
    .select()
    .from(customerLoans)
    .where(eq(customerLoans.applicationId, input.applicationId));
  return row!;
}

export type CustomerLoan = typeof customerLoans.$inferSelect;

async function readBooked(deps: ServicingDeps, loanId: string): Promise<ServicingLoan> {
  const loan = await deps.adapters.loanServicing.readLoan(loanId);
  if (!loan) throw new Error('the servicing system lost the loan it just booked');
  return loan;
}

/** The loans an account's applications hold, newest first (the portal's list). */
export async function loansOfAccount(
  deps: Pick<ServiceDeps, 'db'>,
  accountId: string,
): Promise<CustomerLoan[]> {
  const rows = await deps.db
    .select({ loan: customerLoans })
    .from(customerLoans)
    .innerJoin(applications, eq(applications.id, customerLoans.applicationId))
    .where(eq(applications.ownerAccountId, accountId));
  return rows.map((row) => row.loan).sort((a, b) => b.id - a.id);
}

/** The customer loan with this number, or null: what a payment for the number is posted to. */
export async function loanByNumber(
  deps: Pick<ServiceDeps, 'db'>,
  accountNumber: string,
): Promise<CustomerLoan | null> {
  const [row] = await deps.db
    .select()
    .from(customerLoans)
    .where(eq(customerLoans.accountNumber, accountNumber));
  return row ?? null;
}

/** Records that the loan is repaid: retention's relationship end (decision 138). */
export async function markLoanClosed(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  accountNumber: string,
): Promise<void> {
  await deps.db
    .update(customerLoans)
    .set({ closedAt: deps.clock() })
    .where(and(eq(customerLoans.accountNumber, accountNumber), isNull(customerLoans.closedAt)));
}
