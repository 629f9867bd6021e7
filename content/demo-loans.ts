/**
 * The demo's loans (issues 31 and 32), booked through the servicing sandbox when SEED_DEMO_DATA is
 * on and the book is empty, so the portal shows an active loan: the demo customer's, one whose
 * applicant never signed up (an anonymous payer's, for the payment page; the second booked, so its
 * number is 000000002), and two of the hardship demo's borrower, worked by the demo officer. Paid
 * out on the day the server first starts. Listed in the README.
 */
/** The hardship demo's borrower: two loans, no other application. */
export const HARDSHIP_DEMO_BORROWER_EMAIL = 'mere.tamihana@example.co.nz';
/** Her date of birth, which the public hardship form asks with a loan number (decision 156). */
export const HARDSHIP_DEMO_BORROWER_BORN = '1979/08/21';

export interface DemoLoan {
  /** The demo account (content/accounts.ts) whose application it is; null for none. */
  ownerEmail: string | null;
  /** The demo staff member the application is assigned to; null for none. */
  officerEmail: string | null;
  /** The date of birth as step 2 saves it (yyyy/MM/dd): the public hardship form matches it. */
  borrower: { firstName: string; lastName: string; dateOfBirth: string };
  amount: number;
  interestPercent: number;
  termMonths: number;
  frequency: 'Weekly' | 'Fortnightly' | 'Monthly';
  firstPaymentInDays: number;
}

export const demoLoans: readonly DemoLoan[] = [
  {
    ownerEmail: 'aroha.ngata@example.co.nz',
    officerEmail: null,
    borrower: { firstName: 'Aroha', lastName: 'Ngata', dateOfBirth: '1990/04/23' },
    amount: 5000,
    interestPercent: 12.95,
    termMonths: 12,
    frequency: 'Fortnightly',
    firstPaymentInDays: 14,
  },
  {
    ownerEmail: null,
    officerEmail: null,
    borrower: { firstName: 'Mere', lastName: 'Tamati', dateOfBirth: '1984/11/02' },
    amount: 3000,
    interestPercent: 14.95,
    termMonths: 12,
    frequency: 'Weekly',
    firstPaymentInDays: 7,
  },
  ...[5000, 3000].map((amount) => ({
    ownerEmail: HARDSHIP_DEMO_BORROWER_EMAIL,
    officerEmail: 'staff@kowhai.example.nz',
    borrower: { firstName: 'Mere', lastName: 'Tamihana', dateOfBirth: HARDSHIP_DEMO_BORROWER_BORN },
    amount,
    interestPercent: 12.95,
    termMonths: 12,
    frequency: 'Fortnightly' as const,
    firstPaymentInDays: 14,
  })),
];
