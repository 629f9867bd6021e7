import type { Frequency } from '#domain/calculator/calculator.ts';

/**
 * The demo's loans (issue 32): booked on the sandbox loan book for a demo customer when the demo
 * data is seeded, so the portal's hardship page and the workspace have loans to work with. Each
 * starts on the day the demo starts, its first payment a fortnight later; the officer is the
 * demo officer.
 */
export const demoLoans = {
  borrowerEmail: 'mere.tamihana@example.co.nz',
  borrower: { firstName: 'Mere', lastName: 'Tamihana' },
  officerEmail: 'staff@kowhai.example.nz',
  loans: [
    { amount: 5000, termMonths: 12, interestPercent: 12.95, frequency: 'Fortnightly' },
    { amount: 3000, termMonths: 12, interestPercent: 12.95, frequency: 'Fortnightly' },
  ] satisfies ReadonlyArray<{
    amount: number;
    termMonths: number;
    interestPercent: number;
    frequency: Frequency;
  }>,
};
