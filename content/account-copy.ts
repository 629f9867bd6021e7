import { brand } from './brand.ts';

/**
 * Text of the sign-in page and the customer portal (issue 8). The header's "Sign in" and "Sign
 * out" are in navigation.ts: the header is on every page, and a module shared with it would put
 * these pages' words into every page's JavaScript.
 */
export const signInCopy = {
  title: 'Sign in',
  heading: 'Sign in',
  intro: `Sign in to your ${brand.name} account to see and continue your applications.`,
  emailLabel: 'Email address',
  passwordLabel: 'Password',
  submit: 'Sign in',
  busy: 'Signing in…',
  failed: `We could not sign you in just now. Please try again, or call us on ${brand.phone}.`,
  alreadySignedIn: 'You are already signed in.',
  continueLink: 'Continue',
  codeLabel: 'Code from your authenticator app, or a recovery code',
} as const;

/** Setting up a staff member's second factor (decision 094). */
export const twoFactorCopy = {
  heading: 'Set up your second factor',
  intro:
    'Staff sign in with a password and a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).',
  start: 'Show my set-up code',
  qrAlt: 'QR code to scan with your authenticator app',
  secretLabel: 'Or type this key into the app:',
  codeLabel: 'The 6-digit code your app shows',
  confirm: 'Confirm',
  codesHeading: 'Your recovery codes',
  codesIntro:
    'Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
  continue: 'Continue',
  failed: 'We could not set up your second factor just now. Please try again.',
} as const;

export const portalCopy = {
  title: 'Your applications',
  heading: 'Your applications',
  intro: 'Your loan applications with us, newest first.',
  none: 'You have no applications yet.',
  apply: 'Start an application',
  notCustomer: 'Only customers have applications to show here. Your account cannot use this page.',
  columns: {
    reference: 'Reference',
    created: 'Started',
    step: 'Step',
    status: 'Status',
    action: 'Action',
  },
  stepOf: (step: number, of: number) => `Step ${step} of ${of}`,
  inProgress: 'In progress',
  submitted: {
    standard: 'Submitted: a lending specialist is looking at it',
    conditional: 'Submitted: conditionally approved, we need a little more information',
    declined: 'Submitted: declined',
    pending: 'Submitted: awaiting a decision',
  },
  continue: 'Continue',
  continueLabel: (reference: string) => `Continue application ${reference}`,
  continueFailed: 'This application can no longer be continued.',
} as const;

/** The customer's loans in the portal (issue 31 part 5). */
export const customerLoanCopy = {
  heading: 'Your loans',
  unavailable: 'We cannot show your loans just now. Please try again in a few minutes.',
  loanHeading: (number: string) => `Loan ${number}`,
  balance: 'Balance',
  nextPayment: 'Next payment',
  nextPaymentOn: (amount: string, date: string) => `${amount} on ${date}`,
  repaid: 'Repaid in full. Thank you.',
  arrears: (days: number) => `Overdue by ${days} ${days === 1 ? 'day' : 'days'}`,
  makePayment: 'Make a payment',
  makePaymentLabel: (number: string) => `Make a payment to loan ${number}`,
  paymentsHeading: 'Payments received',
  paymentsNone: 'No payments received yet.',
  paymentColumns: { date: 'Date', amount: 'Amount' },
  scheduleHeading: 'Repayment schedule',
  scheduleColumns: { number: 'No.', due: 'Due', amount: 'Amount', paid: 'Paid' },
  documentsHeading: 'Loan documents',
  documentsNone: 'No documents yet.',
  opens: '(PDF)',
} as const;
