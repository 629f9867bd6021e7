import type { LoanApplicationConfig } from '#domain/loan-application/browser.ts';
import { formatWholeDollars } from '#domain/money/format.ts';
import { LOAN_AMOUNTS } from './loan-amounts.ts';
import { PRIVACY_POLICY_VERSION } from './privacy-policy-version.ts';

/**
 * The demo brand's configuration of the loan application (loan-application §9: "the amount list
 * and the specific-amount minimum and maximum come from configuration", thresholds, policy versions,
 * income codes, referrers). A lender replaces these values; the rules live in src/domain.
 */

export const loanApplicationConfig: LoanApplicationConfig = {
  // One formatter for the list: toLocaleString made one per amount, which a phone felt on every page.
  loanAmounts: LOAN_AMOUNTS.map((value) => ({ value, label: formatWholeDollars(value) })),
  // "Borrow from $1,000 to $50,000" (content/pages.ts home).
  specificAmountMinDollars: 1000,
  specificAmountMaxDollars: 50000,
  loanPurposeOptions: [
    'Vehicle purchase',
    'Vehicle repairs',
    'Debt consolidation',
    'Home improvements',
    'Medical or dental',
    'Travel',
    'Wedding',
    'Education',
    'Household goods',
    'Other',
  ].map((value) => ({ value, label: value })),
  // Three years at the current address and two in the current job, as lenders usually ask.
  previousAddressThresholdMonths: 36,
  previousEmploymentThresholdMonths: 24,
  privacyPolicyVersion: PRIVACY_POLICY_VERSION,
  marketingPolicyVersion: 'v1.0',
  // The credit sandbox answers C1 for a conditional result (src/server/adapters/credit/sandbox.ts): income is asked then.
  incomeCreditCodes: ['C1'],
  // The income entries (loan-application §3): each with its label, what it covers, and when it
  // is asked (the answer to a step 4 question; none: always).
  incomeSources: [
    {
      value: 'Wages or salary',
      label: 'Wages or salary',
      description: 'Your pay from an employer, after tax.',
      condition: {
        field: 'EmploymentStatus',
        oneOf: ['Full Time Worker', 'Part Time Worker', 'Beneficiary + Part Time Worker', 'Casual'],
      },
    },
    {
      value: 'Self-employment',
      label: 'Self-employment',
      description: 'What you draw from your own business, after tax.',
      condition: { field: 'EmploymentStatus', oneOf: ['Self Employed'] },
    },
    {
      value: 'Benefit',
      label: 'Benefit',
      description: 'A Work and Income benefit or allowance, or a student allowance.',
    },
    {
      value: 'Pension or superannuation',
      label: 'Pension or superannuation',
      description: 'NZ Super, a veteran’s pension or a private pension.',
    },
    { value: 'Child support', label: 'Child support' },
    { value: 'Boarders or rent', label: 'Boarders or rent' },
    { value: 'Other', label: 'Other' },
  ],
  referrers: [
    {
      // A car dealer: its system signs the car into the link's referrer-data (decision 056; README
      // "Demo referrers": npm run referrer:link).
      id: 'kowhai-motors',
      name: 'Kōwhai Motors',
      isBroker: false,
      locksAmount: true,
      locksPurpose: true,
      logo: { url: '/images/referrers/kowhai-motors.svg', width: 160, height: 48 },
      heading: 'Finance for your next car from Kōwhai Motors',
      intro:
        'Your car and its price are filled in for you. Tell us about yourself and we will do the rest.',
    },
    {
      // The Fast $500 promotion (/promotions/fast-500/): a $500 loan, below the site's minimum
      // (docs/decisions/027). Its link is /loan-application/step-1/?referrer=fast-500&amount=500.
      id: 'fast-500',
      name: 'Fast $500',
      isBroker: false,
      locksAmount: true,
      locksPurpose: false,
      heading: 'Fast $500',
      intro: 'Your $500 loan: tell us about yourself and we will decide the same working day.',
      loanAmountLimits: { minDollars: 500, maxDollars: 500 },
    },
    {
      id: 'demo-broker',
      name: 'Harbour Loan Brokers',
      isBroker: true,
      locksAmount: false,
      locksPurpose: false,
      logo: { url: '/images/referrers/harbour-loan-brokers.svg', width: 160, height: 48 },
      heading: 'Broker application',
      intro:
        'Complete the application on behalf of your client. Every field is required unless stated otherwise.',
    },
  ],
  bankStatementStepEnabled: true,
  passportCountryDisabled: false,
};
