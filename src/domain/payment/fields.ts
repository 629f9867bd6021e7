/**
 * The loan payment form's rule table (site-and-tools §3 "Payment form", §5 "Payment"): the
 * browser runs it live and on submit, POST /api/payments runs it again.
 */
import { formatDollars } from '../money/format.ts';
import type { FieldRule } from '../validation/types.ts';
import { DECIMAL, LOAN_ID, NAME } from '../validation/patterns.ts';
import { emailRule, sameMessage } from '../validation/rule-builders.ts';
import { MESSAGES } from '../loan-application/messages.ts';

// spec: site-and-tools §9 "Names max ... 200 (payment); email 255; loan id 15", "Payment amount: min 1, max 8 characters"
// (the email's is EMAIL_MAX_LENGTH, every form's)
export const FULL_NAME_MAX_LENGTH = 200;
export const LOAN_ID_MAX_LENGTH = 15;
export const PAYMENT_AMOUNT_MAX_LENGTH = 8;
export const PAYMENT_AMOUNT_MIN_DOLLARS = 1;

/**
 * Loan numbers one payer may try in a window (decision 146): a payer quotes one or two, a guesser
 * many. Counted per signed-in customer, else per address, on every payment that names a loan.
 */
export const LOAN_ID_TRIES = { max: 10, windowMinutes: 15 } as const;

// spec: site-and-tools §5 "Payment" (word for word; the email's is every form's)
export const PAYMENT_MESSAGES = {
  fullName: 'Our system does not support digits or special characters in a name',
  email: MESSAGES.email,
  loanId: 'This should be a value at least 7 characters long',
  amount: 'Please enter a dollar amount',
} as const;

export const PAYMENT_RULES: readonly FieldRule[] = [
  {
    name: 'FullName',
    required: true,
    pattern: NAME,
    maxLength: FULL_NAME_MAX_LENGTH,
    autocomplete: 'name',
    personal: true,
    messages: sameMessage(PAYMENT_MESSAGES.fullName, 'pattern', 'max'),
  },
  emailRule('Email', {
    autocomplete: 'email',
    inputMode: 'email',
    spellCheck: false,
    messages: sameMessage(PAYMENT_MESSAGES.email, 'pattern', 'max'),
  }),
  {
    name: 'LoanId',
    required: true,
    pattern: LOAN_ID,
    maxLength: LOAN_ID_MAX_LENGTH,
    autocomplete: 'off',
    spellCheck: false,
    personal: true,
    messages: sameMessage(PAYMENT_MESSAGES.loanId, 'pattern', 'max'),
  },
  {
    name: 'PaymentAmount',
    required: true,
    pattern: DECIMAL,
    maxLength: PAYMENT_AMOUNT_MAX_LENGTH,
    min: PAYMENT_AMOUNT_MIN_DOLLARS,
    inputMode: 'decimal',
    autocomplete: 'off',
    // spec: §5 "All messages are 'Please enter a dollar amount'"
    messages: sameMessage(PAYMENT_MESSAGES.amount, 'required', 'pattern', 'min', 'max'),
  },
  { name: 'PageId', type: 'hidden', maxLength: 100 },
];

/** Whole cents of a PaymentAmount that passed the rules ("12.5" is 1250). */
export function amountInCents(amount: string): number {
  const [dollars = '0', cents = ''] = amount.trim().split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** Cents as the site shows money: en-NZ, 2 decimals (site-and-tools §9 "Currency"). */
export function formatCents(cents: number): string {
  return formatDollars(cents / 100);
}
