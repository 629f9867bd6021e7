import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculatorConfig } from '#content/calculator.ts';
import { demoLoans } from '#content/lending/demo-loans.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { accounts, applications } from '../db/schema/index.ts';
import type { ServiceDeps } from '../services.ts';
import { bookLoan, loansOfAccount } from './book-loan.ts';

const FORTNIGHT_MS = 14 * 86_400_000;

/**
 * Books the demo's loans (content/lending/demo-loans.ts) for its demo customer on the sandbox
 * loan book, each through `bookLoan` from an application of theirs assigned to the demo officer:
 * the same path a paid-out loan takes. Only when the customer has no loans yet; each loan's
 * application is named by its guid and `bookLoan` books an application once, so processes
 * starting together book each loan once. Answers how many it booked.
 */
export async function seedDemoLoans(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'clock'>,
): Promise<number> {
  if (deps.adapters.loanServicing.provider !== 'sandbox') return 0;
  const [borrower] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, demoLoans.borrowerEmail));
  const [officer] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, demoLoans.officerEmail));
  if (!borrower || (await loansOfAccount(deps, borrower.id)).length > 0) return 0;
  const now = deps.clock();
  const today = newZealandDate(now);
  for (const [index, loan] of demoLoans.loans.entries()) {
    // One application per demo loan, whatever processes start together: its guid names it.
    const guid = `demo-loan-${index + 1}`;
    await deps.db
      .insert(applications)
      .values({
        token: randomUUID(),
        guid,
        formData: {
          FirstName: demoLoans.borrower.firstName,
          LastName: demoLoans.borrower.lastName,
        },
        ownerAccountId: borrower.id,
        assignedTo: officer?.id ?? null,
      })
      .onConflictDoNothing({ target: applications.guid });
    const [application] = await deps.db
      .select({ id: applications.id, referenceNumber: applications.referenceNumber })
      .from(applications)
      .where(eq(applications.guid, guid));
    await bookLoan(deps, {
      applicationId: application!.id,
      borrower: demoLoans.borrower,
      loan: {
        externalId: String(application!.referenceNumber),
        terms: {
          amount: loan.amount,
          interestPercent: loan.interestPercent,
          termMonths: loan.termMonths,
          frequency: loan.frequency,
          firstPaymentDate: newZealandDate(new Date(now.getTime() + FORTNIGHT_MS)),
        },
        rates: calculatorConfig,
        submittedOn: today,
        expectedDisbursementOn: today,
      },
      disbursedOn: today,
    });
  }
  return demoLoans.loans.length;
}
