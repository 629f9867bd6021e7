import { eq } from 'drizzle-orm';
import type { PortalLoan, PortalLoans } from '#domain/account/customer-loan.ts';
import {
  LoanServicingUnavailableError,
  type ServicingLoan,
} from '../adapters/loan-servicing/index.ts';
import { applications } from '../db/schema/index.ts';
import { documentsFromUs } from '../lending/applicant-documents.ts';
import type { ServiceDeps } from '../services.ts';
import { loansOfAccount, type CustomerLoan } from './book-loan.ts';

/**
 * The signed-in customer's loans for the portal (issue 31 part 5), newest first: balance, next
 * payment, schedule and payments as the servicing system holds them now, and the application's
 * documents from us. Null when the servicing system cannot be reached: the portal says so and
 * shows the rest.
 */
export async function customerLoansView(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'log'>,
  accountId: string,
): Promise<PortalLoans> {
  const loans = await loansOfAccount(deps, accountId);
  try {
    const views = await Promise.all(loans.map((loan) => loanView(deps, loan)));
    return views.filter((view): view is PortalLoan => view !== null);
  } catch (error) {
    if (!(error instanceof LoanServicingUnavailableError)) throw error;
    deps.log.warn({ reason: error.message }, 'loan servicing unavailable for the portal');
    return null;
  }
}

async function loanView(
  deps: Pick<ServiceDeps, 'db' | 'adapters'>,
  loan: CustomerLoan,
): Promise<PortalLoan | null> {
  const [serviced, [application]] = await Promise.all([
    deps.adapters.loanServicing.readLoan(loan.servicingLoanId),
    deps.db
      .select({ id: applications.id, referenceNumber: applications.referenceNumber })
      .from(applications)
      .where(eq(applications.id, loan.applicationId)),
  ]);
  if (!serviced || !application) return null;
  const { documents } = await documentsFromUs(deps.db, application);
  return { ...servicedView(serviced), documents };
}

function servicedView(loan: ServicingLoan): Omit<PortalLoan, 'documents'> {
  return {
    number: loan.accountNumber,
    status: loan.status === 'closed' ? 'closed' : 'active',
    balanceCents: loan.summary.balanceCents,
    nextPayment: loan.summary.nextPayment,
    arrearsDays: loan.summary.arrearsDays,
    schedule: loan.instalments.map(({ number, dueDate, totalCents, paidCents }) => ({
      number,
      dueDate,
      totalCents,
      paidCents,
    })),
    payments: loan.transactions
      .filter((transaction) => transaction.kind === 'repayment')
      .map(({ date, amountCents }) => ({ date, amountCents })),
  };
}
