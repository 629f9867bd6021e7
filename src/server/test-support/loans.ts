import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { calculatorConfig } from '#content/calculator.ts';
import { applications } from '../db/schema/index.ts';
import { bookLoan, type CustomerLoan } from '../loans/book-loan.ts';
import { insertApplication } from './lending.ts';

/**
 * A loan booked through bookLoan on the app's servicing adapter, as the payout books one: $5,000
 * over 12 months, fortnightly, paid out 2026-11-27; the application owned by `ownerAccountId`.
 */
export async function bookTestLoan(
  app: FastifyInstance,
  options: { ownerAccountId?: string | null; amount?: number } = {},
): Promise<CustomerLoan> {
  const deps = { db: app.db, clock: app.clock, adapters: app.adapters };
  const application = await insertApplication(deps);
  if (options.ownerAccountId)
    await app.db
      .update(applications)
      .set({ ownerAccountId: options.ownerAccountId })
      .where(eq(applications.id, application.id));
  return bookLoan(deps, {
    applicationId: application.id,
    borrower: { firstName: 'Aroha', lastName: 'Ngata' },
    loan: {
      externalId: String(application.referenceNumber),
      terms: {
        amount: options.amount ?? 5000,
        interestPercent: 12.95,
        termMonths: 12,
        frequency: 'Fortnightly',
        firstPaymentDate: '2026-12-10',
      },
      rates: calculatorConfig,
      submittedOn: '2026-11-26',
      expectedDisbursementOn: '2026-11-27',
    },
    disbursedOn: '2026-11-27',
  });
}
