import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { calculatorConfig } from '#content/calculator.ts';
import { applications } from '../db/schema/index.ts';
import { bookLoan, type CustomerLoan } from '../loans/book-loan.ts';
import { insertApplication } from './lending.ts';

type BookLoanInput = Parameters<typeof bookLoan>[1];

export interface TestLoanOptions {
  /** Columns set on the loan's application: its owner, the applicant's answers, its assignee. */
  application?: Partial<typeof applications.$inferInsert>;
  firstName?: string;
  amount?: number;
  termMonths?: number;
  /** Submitted, paid out and first paid: 2026-11-26, 2026-11-27 and 2026-12-10 unless given. */
  dates?: { submittedOn: string; paidOutOn: string; firstPaymentDate: string };
}

const DATES = {
  submittedOn: '2026-11-26',
  paidOutOn: '2026-11-27',
  firstPaymentDate: '2026-12-10',
};

/**
 * What the payout books for `application`: by default $5,000 over 12 months, fortnightly, to Aroha
 * Ngata, paid out 2026-11-27.
 */
export function testLoanInput(
  application: { id: string; referenceNumber: number },
  options: TestLoanOptions = {},
): BookLoanInput {
  const dates = options.dates ?? DATES;
  return {
    applicationId: application.id,
    borrower: { firstName: options.firstName ?? 'Aroha', lastName: 'Ngata' },
    loan: {
      externalId: String(application.referenceNumber),
      terms: {
        amount: options.amount ?? 5000,
        interestPercent: 12.95,
        termMonths: options.termMonths ?? 12,
        frequency: 'Fortnightly',
        firstPaymentDate: dates.firstPaymentDate,
      },
      rates: calculatorConfig,
      submittedOn: dates.submittedOn,
      expectedDisbursementOn: dates.paidOutOn,
    },
    disbursedOn: dates.paidOutOn,
  };
}

/**
 * A loan booked through bookLoan on the app's servicing adapter, as the payout books one, for a new
 * application with `options.application`'s columns (testLoanInput).
 */
export async function bookTestLoan(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'adapters'>,
  options: TestLoanOptions & { ownerAccountId?: string | null } = {},
): Promise<CustomerLoan> {
  const deps = { db: app.db, clock: app.clock, adapters: app.adapters };
  const application = await insertApplication(deps);
  const columns = {
    ...(options.ownerAccountId ? { ownerAccountId: options.ownerAccountId } : {}),
    ...options.application,
  };
  if (Object.keys(columns).length > 0)
    await app.db.update(applications).set(columns).where(eq(applications.id, application.id));
  return bookLoan(deps, testLoanInput(application, options));
}
