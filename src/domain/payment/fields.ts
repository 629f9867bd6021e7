/**
 * The loan payment form's rule table (site-and-tools §3 "Payment form", §5 "Payment"): the
 * browser runs it live and on submit, POST /api/payments runs it again.
 */
import { formatDollars } from '../money/format.ts';
import type { FieldRule } from '../validation/types.ts';
import { DECIMAL, EMAIL, LOAN_ID, NAME } from '../validation/patterns.ts';

// spec: site-and-tools §9 "Names max ... 200 (payment); email 255; loan id 15", "Payment amount: min 1, max 8 characters"
export const FULL_NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 255;
export const LOAN_ID_MAX_LENGTH = 15;
export const PAYMENT_AMOUNT_MAX_LENGTH = 8;
export const PAYMENT_AMOUNT_MIN_DOLLARS = 1;

// spec: site-and-tools §5 "Payment" (word for word)
export const PAYMENT_MESSAGES = {
  fullName: 'Our system does not support digits or special characters in a name',
  email: 'Please enter a valid email address',
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
    messages: { pattern: PAYMENT_MESSAGES.fullName, max: PAYMENT_MESSAGES.fullName },
  },
  {
    name: 'Email',
    type: 'email',
    required: true,
    pattern: EMAIL,
    maxLength: EMAIL_MAX_LENGTH,
    autocomplete: 'email',
    inputMode: 'email',
    spellCheck: false,
    personal: true,
    messages: { pattern: PAYMENT_MESSAGES.email, max: PAYMENT_MESSAGES.email },
  },
  {
    name: 'LoanId',
    required: true,
    pattern: LOAN_ID,
    maxLength: LOAN_ID_MAX_LENGTH,
    autocomplete: 'off',
    spellCheck: false,
    personal: true,
    messages: { pattern: PAYMENT_MESSAGES.loanId, max: PAYMENT_MESSAGES.loanId },
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
    messages: {
      required: PAYMENT_MESSAGES.amount,
      pattern: PAYMENT_MESSAGES.amount,
      min: PAYMENT_MESSAGES.amount,
      max: PAYMENT_MESSAGES.amount,
    },
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
