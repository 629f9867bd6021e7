/**
 * Hardship applications (issue 32 "What to build" 1): what the borrower asks for, the rule table
 * the portal's form and the server both run, the clocks the Act sets, and the arrangement an
 * officer may agree. Pure: the server reads and writes, this decides.
 *
 * The Act (Credit Contracts and Consumer Finance Act 2003):
 * - s 55: a borrower unable, through unforeseen hardship, to meet their obligations may apply
 *   for a change: a longer term with lower payments, a pause (postponed payments) for a time, or
 *   both; s 56 says what the application must say (the hardship, what they can pay, the change).
 * - s 57A: the lender acknowledges the application in writing within 5 working days of receiving
 *   it, and decides within 20 working days; a request for information restarts the decision's
 *   clock from the day the information is received. A refusal gives reasons and the borrower's
 *   rights (s 58: the court; the dispute resolution scheme).
 * - s 22: an agreed change is disclosed (the variation disclosure) within 5 working days.
 * Working days are the Act's (s 5, addWorkingDays).
 */
import {
  HARDSHIP_MONTHS_MAX,
  HARDSHIP_PAYMENT_MAX_DOLLARS,
  HARDSHIP_TEXT_MAX_LENGTH,
} from './limits.ts';
import type { IsoDate } from '../calendar/new-zealand-date.ts';
import { dateOfBirthRule } from '../forms/date-of-birth.ts';
import { FREE_TEXT, LOAN_ID, WHOLE_DOLLARS } from '../validation/patterns.ts';
import { choice, sameMessage } from '../validation/rule-builders.ts';
import type { FieldRule, FormValues, RuleContext } from '../validation/types.ts';
import { MESSAGES } from '../loan-application/messages.ts';

/** The change the borrower asks for (s 55(1)). */
export const HARDSHIP_CHANGES = ['lower-payments', 'pause', 'longer-term'] as const;
export type HardshipChange = (typeof HARDSHIP_CHANGES)[number];

/** received → (information-requested → received)* → agreed | refused. */
export const HARDSHIP_STATES = ['received', 'information-requested', 'agreed', 'refused'] as const;
export type HardshipState = (typeof HARDSHIP_STATES)[number];
/** The states in which an application waits for our decision (CCCFA s 57A's clock runs or stands). */
export const OPEN_HARDSHIP_STATES = [
  'received',
  'information-requested',
] as const satisfies readonly HardshipState[];
export const isOpenHardship = (state: HardshipState) =>
  (OPEN_HARDSHIP_STATES as readonly HardshipState[]).includes(state);

/** The letters of an application: each goes by email with the first name and reference only. */
export const HARDSHIP_LETTERS = [
  'acknowledgement',
  'information-request',
  'agreed',
  'refused',
] as const;
export type HardshipLetterKind = (typeof HARDSHIP_LETTERS)[number];

/** CCCFA s 57A(1)(a): acknowledged in writing within 5 working days of receipt. */
export const ACKNOWLEDGE_WORKING_DAYS = 5;
/** CCCFA s 57A(1)(b): decided within 20 working days (of receipt, or of the information asked for). */
export const DECIDE_WORKING_DAYS = 20;

export { HARDSHIP_MONTHS_MAX, HARDSHIP_PAYMENT_MAX_DOLLARS, HARDSHIP_TEXT_MAX_LENGTH };

export const HARDSHIP_MESSAGES = {
  loan: 'Please choose the loan',
  whatHappened: 'Please tell us what has happened',
  canPay: 'Please enter what you can pay each payment, in whole dollars',
  months: `Please enter a number of months from 1 to ${HARDSHIP_MONTHS_MAX}`,
  change: 'Please choose the change you are asking for',
  tooLong: `Please keep this to ${HARDSHIP_TEXT_MAX_LENGTH} characters`,
  loanNumber: 'Please enter your loan number: the digits on your statements',
  answer: 'Please give us the information we asked for',
} as const;

/** A loan number as statements and the portal show it (the payment form's pattern). */
export const HARDSHIP_LOAN_NUMBER_MAX_LENGTH = 15;

/** The application's rule table (s 56: the hardship, what they can pay, for how long, the change). */
export function hardshipRules(loanNumbers: readonly string[]): readonly FieldRule[] {
  return [
    choice('LoanNumber', loanNumbers, {
      messages: sameMessage(HARDSHIP_MESSAGES.loan, 'required', 'custom'),
    }),
    {
      name: 'WhatHappened',
      required: true,
      pattern: FREE_TEXT,
      maxLength: HARDSHIP_TEXT_MAX_LENGTH,
      personal: true,
      messages: {
        required: HARDSHIP_MESSAGES.whatHappened,
        pattern: MESSAGES.freeText,
        max: HARDSHIP_MESSAGES.tooLong,
      },
    },
    {
      name: 'CanPay',
      required: true,
      pattern: WHOLE_DOLLARS,
      min: 0,
      max: HARDSHIP_PAYMENT_MAX_DOLLARS,
      maxLength: 6,
      inputMode: 'numeric',
      personal: true,
      messages: sameMessage(HARDSHIP_MESSAGES.canPay, 'required', 'pattern', 'min', 'max'),
    },
    {
      name: 'Months',
      required: true,
      pattern: /^\d{1,2}$/,
      min: 1,
      max: HARDSHIP_MONTHS_MAX,
      maxLength: 2,
      inputMode: 'numeric',
      messages: sameMessage(HARDSHIP_MESSAGES.months, 'required', 'pattern', 'min', 'max'),
    },
    choice('Change', HARDSHIP_CHANGES, {
      messages: sameMessage(HARDSHIP_MESSAGES.change, 'required', 'custom'),
    }),
  ];
}

/**
 * The public form's rule table (decision 156), for a borrower who is not signed in: the loan
 * number typed (not chosen from their loans) and their date of birth, which the server matches
 * against the loan's borrower, then the portal's questions (s 56) with the same rules.
 */
export function publicHardshipRules(): readonly FieldRule[] {
  return [
    {
      name: 'LoanNumber',
      required: true,
      pattern: LOAN_ID,
      maxLength: HARDSHIP_LOAN_NUMBER_MAX_LENGTH,
      inputMode: 'numeric',
      autocomplete: 'off',
      spellCheck: false,
      personal: true,
      messages: sameMessage(HARDSHIP_MESSAGES.loanNumber, 'required', 'pattern', 'max'),
    },
    dateOfBirthRule('DateOfBirth'),
    ...hardshipRules([]).filter((rule) => rule.name !== 'LoanNumber'),
  ];
}

/** The borrower's answer to an information request in the portal (s 57A, decision 156). */
export const HARDSHIP_ANSWER_RULES: readonly FieldRule[] = [
  {
    name: 'Answer',
    required: true,
    pattern: FREE_TEXT,
    maxLength: HARDSHIP_TEXT_MAX_LENGTH,
    personal: true,
    messages: {
      required: HARDSHIP_MESSAGES.answer,
      pattern: MESSAGES.freeText,
      max: HARDSHIP_MESSAGES.tooLong,
    },
  },
];

/** The application's personal fields (the rule table's flag), redacted from every log. */
export const HARDSHIP_PERSONAL_FIELD_NAMES: readonly string[] = [
  ...new Set(
    [...publicHardshipRules(), ...HARDSHIP_ANSWER_RULES]
      .filter((rule) => rule.personal)
      .map((rule) => rule.name),
  ),
];

export const hardshipContext = (values: FormValues, today = new Date()): RuleContext => ({
  values,
  today,
  config: undefined,
});

/** An application's reference as the borrower and staff see it: H- and six digits. */
export const hardshipReference = (n: number) => `H-${String(n).padStart(6, '0')}`;
export const HARDSHIP_REFERENCE = /^H-\d{6,12}$/;

/**
 * The change an officer agrees (s 55(1)): for `months` months from `startsOn`, each payment
 * falling due is `paymentCents` (0: a pause); what each leaves unpaid is added at the end as
 * further payments of the loan's usual amount, which lengthens the term.
 */
export interface HardshipArrangement {
  startsOn: IsoDate;
  months: number;
  paymentCents: number;
}
