import { eq } from 'drizzle-orm';
import { calculatorConfig } from '#content/calculator.ts';
import type { DemoLoan } from '#content/demo-loans.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { normaliseEmail } from '../accounts/accounts.ts';
import { createSandboxLoanServicing } from '../adapters/loan-servicing/sandbox.ts';
import type { Database } from '../db/client.ts';
import { accounts, customerLoans } from '../db/schema/index.ts';
import { insertSubmittedApplication } from '../loan-application/submitted-application.ts';
import type { Clock } from '../services.ts';
import { bookLoan } from './book-loan.ts';

const DAY_MS = 86_400_000;

/**
 * Books the demo's loans (content/demo-loans.ts) into an empty loan book, through bookLoan and the
 * servicing sandbox on the seeding transaction: each gets a submitted application of its own
 * (owned by its demo account, if any), is paid out today and first paid `firstPaymentInDays` on.
 * A book that holds any loan is left as it is, so a restart keeps the demo's payments.
 */
export async function seedDemoLoans(
  db: Database,
  demo: readonly DemoLoan[],
  clock: Clock,
): Promise<number> {
  const [any] = await db.select({ id: customerLoans.id }).from(customerLoans).limit(1);
  if (any) return 0;
  const deps = { db, clock, adapters: { loanServicing: createSandboxLoanServicing(db, clock) } };
  const today = newZealandDate(clock());
  for (const loan of demo) {
    const application = await demoApplication(db, loan);
    await bookLoan(deps, {
      applicationId: application.id,
      borrower: loan.borrower,
      loan: {
        externalId: application.reference,
        terms: {
          amount: loan.amount,
          interestPercent: loan.interestPercent,
          termMonths: loan.termMonths,
          frequency: loan.frequency,
          firstPaymentDate: daysAfter(today, loan.firstPaymentInDays),
        },
        rates: calculatorConfig,
        submittedOn: today,
        expectedDisbursementOn: today,
      },
      disbursedOn: today,
    });
  }
  return demo.length;
}

async function demoApplication(db: Database, loan: DemoLoan) {
  return insertSubmittedApplication(db, {
    formData: {
      FirstName: loan.borrower.firstName,
      LastName: loan.borrower.lastName,
      DateOfBirth: loan.borrower.dateOfBirth,
    },
    ownerAccountId: await accountIdOf(db, loan.ownerEmail),
    assignedTo: await accountIdOf(db, loan.officerEmail),
  });
}

/** The id of the demo's account with this email, or null (none named, or none seeded). */
async function accountIdOf(db: Database, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  return account?.id ?? null;
}

const daysAfter = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
