/**
 * The lender's terms that every initial disclosure statement states (CCCFA s 17 and Schedule 1):
 * how interest is charged, default interest and fees, the full-prepayment right and its fee, and
 * the right to apply for hardship relief. A lender replaces these values with its own; the
 * statement's layout is src/server/lending/documents/disclosure.ts.
 */
export interface DisclosureTerms {
  /** Schedule 1: method of charging interest. */
  interestMethod: string;
  /** Schedule 1: default interest charges, % a year on top of the annual interest rate. */
  defaultInterestExtraPercent: number;
  /** Schedule 1: default fees, each with when it is charged. */
  defaultFees: readonly { name: string; amount: number; when: string }[];
  /** Schedule 1 and CCCFA ss 51 to 56: the fee for repaying in full early, and how it is worked out. */
  fullPrepaymentFee: { amount: number; basis: string };
}

export const disclosureTerms: DisclosureTerms = {
  interestMethod:
    'Interest is calculated each day on the unpaid balance at the daily rate (the annual interest rate divided by 365) and charged on each payment date.',
  defaultInterestExtraPercent: 5,
  defaultFees: [
    { name: 'Late payment fee', amount: 10, when: 'when a payment is 7 days overdue' },
    { name: 'Dishonour fee', amount: 5, when: 'when a payment is declined by your bank' },
  ],
  fullPrepaymentFee: {
    amount: 25,
    basis:
      'our reasonable estimate of our administrative costs of the early repayment; we may also charge our loss on the interest we would have earned, calculated by the method in the Credit Contracts and Consumer Finance Regulations 2004 (CCCFA s 54).',
  },
};
