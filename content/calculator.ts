import type { CalculatorConfig } from '#domain/calculator/calculator.ts';
import { lendingProduct } from './lending/product.ts';
import { LOAN_AMOUNTS } from './loan-amounts.ts';

/**
 * The demo brand's loan calculator (site-and-tools §3 "Calculator configuration"). A lender
 * replaces these values; the maths lives in src/domain/calculator.
 */
export const calculatorConfig: CalculatorConfig = {
  DefaultAmount: 5000,
  // The product's rate (content/lending/product.ts): the estimate starts at what we lend at.
  DefaultInterest: lendingProduct.interestPercent,
  DefaultTerm: 36,
  // The same amounts the application's slider offers, so "Apply now" lands on a stop.
  AmountRanges: LOAN_AMOUNTS,
  InterestRanges: [8.95, 9.95, 10.95, 11.95, 12.95, 14.95, 16.95, 19.95, 22.95, 24.95, 29.95],
  TermRanges: [6, 12, 18, 24, 36, 48, 60],
  EstablishmentFeeRanges: [
    { Start: 1000, End: 2999, Amount: 240 },
    { Start: 3000, End: 9999, Amount: 340 },
    { Start: 10000, End: 50000, Amount: 440 },
  ],
  PerPaymentFee: 2.5,
  MinimumWeeklyPayment: 25,
  CanContinue: true,
  LoanAppUrl: '/loan-application/step-1/',
  NewAppUrl: '/loan-application/step-1/',
  ApplicationResumeStatement: 'Started an application already? You can pick up where you left off.',
  CalculatorDisclaimer:
    'These figures are an estimate for your information only and are not a loan offer. Your rate depends on your circumstances and is confirmed when your application is approved. Repayments include a $2.50 administration fee on each payment.',
  // No rates page yet (the site pages come with issue 10): no link rather than a dead one.
  RatesLink: null,
};

/**
 * The calculator page's heading and introduction, beside its own words rather than with the
 * other pages' (content/pages.ts), which the calculator then does not load (docs/decisions/157).
 */
export const calculatorPage = {
  title: 'Loan calculator',
  heading: 'How much would you like to borrow?',
  intro: 'Work out what your repayments could be each week, fortnight or month before you apply.',
};

/** The calculator's own words (site-and-tools §2 "Loan calculator"). */
export const calculatorText = {
  // spec: site-and-tools §2 "Title: 'How much would you like to borrow?'"
  title: 'How much would you like to borrow?',
  amountLabel: 'Loan amount',
  interestLabel: 'Interest rate',
  termLabel: 'Loan term',
  resultsHeading: 'Your estimated repayments',
  // spec: site-and-tools §9 "Frequencies: Weekly, Fortnightly, Monthly"
  frequencyLabels: { Weekly: 'Weekly', Fortnightly: 'Fortnightly', Monthly: 'Monthly' },
  totalRepayable: 'Total repayable (weekly instalments)',
  apply: 'Apply now',
  continueApplication: 'Continue my application',
  closeBanner: 'Close',
  perYear: 'per year',
} as const;
