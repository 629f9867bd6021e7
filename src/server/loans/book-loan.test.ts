import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorConfig } from '#content/calculator.ts';
import { applications } from '#server/db/schema/index.ts';
import { insertApplication, lendingTestDeps } from '#server/test-support/lending.ts';
import { eq } from 'drizzle-orm';
import { bookLoan, loanByNumber, loansOfAccount } from './book-loan.ts';

/*
 * Booking an approved loan (issue 31 "The loan in the lender's servicing system"): one loan in
 * the servicing book and one row saying whose, however often it is asked.
 */
let setup: Awaited<ReturnType<typeof lendingTestDeps>>;
beforeAll(async () => {
  setup = await lendingTestDeps({ clock: () => new Date('2026-11-27T01:00:00Z') });
});
afterAll(async () => {
  await setup?.database.close();
});

describe('booking an approved loan', () => {
  it('books it once, active, and finds it by number and by its owner', async () => {
    const { deps } = setup;
    const application = await insertApplication(deps);
    await deps.db
      .update(applications)
      .set({ ownerAccountId: 'account-1' })
      .where(eq(applications.id, application.id));
    const input = {
      applicationId: application.id,
      borrower: { firstName: 'Aroha', lastName: 'Ngata' },
      loan: {
        externalId: String(application.referenceNumber),
        terms: {
          amount: 5000,
          interestPercent: 12.95,
          termMonths: 12,
          frequency: 'Fortnightly' as const,
          firstPaymentDate: '2026-12-10',
        },
        rates: calculatorConfig,
        submittedOn: '2026-11-26',
        expectedDisbursementOn: '2026-11-27',
      },
      disbursedOn: '2026-11-27',
    };
    const first = await bookLoan(deps, input);
    const again = await bookLoan(deps, input);
    expect(again).toEqual(first);
    expect(first.accountNumber).toMatch(/^\d{7,}$/);

    const booked = await deps.adapters.loanServicing.readLoan(first.servicingLoanId);
    expect(booked?.status).toBe('active');
    expect(booked?.principalCents).toBeGreaterThan(500_000);
    expect(await loanByNumber(deps, first.accountNumber)).toEqual(first);
    expect(await loanByNumber(deps, '999999999')).toBeNull();
    expect(await loansOfAccount(deps, 'account-1')).toEqual([first]);
    expect(await loansOfAccount(deps, 'account-2')).toEqual([]);
  });
});
