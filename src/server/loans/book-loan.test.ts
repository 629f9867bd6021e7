import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '#server/db/schema/index.ts';
import { insertApplication, lendingTestDeps } from '#server/test-support/lending.ts';
import { testLoanInput } from '#server/test-support/loans.ts';
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
    const input = testLoanInput(application);
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
