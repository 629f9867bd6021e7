/**
 * The demo's loans (issue 31 part 5), booked through the servicing sandbox when SEED_DEMO_DATA is
 * on and the book is empty, so the portal shows an active loan: the demo customer's, and one whose
 * applicant never signed up (an anonymous payer's, for the payment page). Paid out on the day the
 * server first starts; the first payment two weeks later. Listed in the README.
 */
export interface DemoLoan {
  /** The demo account (content/accounts.ts) whose application it is; null for none. */
  ownerEmail: string | null;
  borrower: { firstName: string; lastName: string };
  amount: number;
  interestPercent: number;
  termMonths: number;
  frequency: 'Weekly' | 'Fortnightly' | 'Monthly';
  firstPaymentInDays: number;
}

export const demoLoans: readonly DemoLoan[] = [
  {
    ownerEmail: 'aroha.ngata@example.co.nz',
    borrower: { firstName: 'Aroha', lastName: 'Ngata' },
    amount: 5000,
    interestPercent: 12.95,
    termMonths: 12,
    frequency: 'Fortnightly',
    firstPaymentInDays: 14,
  },
  {
    ownerEmail: null,
    borrower: { firstName: 'Mere', lastName: 'Tamati' },
    amount: 3000,
    interestPercent: 14.95,
    termMonths: 12,
    frequency: 'Weekly',
    firstPaymentInDays: 7,
  },
];
