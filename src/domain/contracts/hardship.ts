/** The hardship calls (issue 32 "What to build" 1): the portal's and the workspace's. */
import { z } from 'zod';
import {
  HARDSHIP_CHANGES,
  HARDSHIP_LETTERS,
  HARDSHIP_LOAN_NUMBER_MAX_LENGTH,
  HARDSHIP_REFERENCE,
  HARDSHIP_STATES,
  HARDSHIP_TEXT_MAX_LENGTH,
} from '../hardship/hardship.ts';
import {
  ARRANGEMENT_DATE,
  HARDSHIP_AGREE_RULES,
  HARDSHIP_REASONS,
  HARDSHIP_REQUEST,
  ruleNamed,
} from '../staff/form-rules.ts';
import { ERROR_RESPONSES, fileBytes } from './api.ts';
import { CAPTCHA_FALLBACK_BODY } from './form-body.ts';
import { requiredText } from './rule-text.ts';
import { API } from './wire.ts';

// Shape and size only: the rule table (src/domain/hardship/hardship.ts) judges the values.
const text = (max: number) => z.string().max(max);

export const hardshipApplyContract = {
  ...API.accountHardshipApply,
  body: z.strictObject({
    LoanNumber: text(20),
    WhatHappened: text(HARDSHIP_TEXT_MAX_LENGTH),
    CanPay: text(10),
    Months: text(4),
    Change: text(20),
  }),
  response: {
    201: z.object({ reference: z.string(), decideBy: z.string() }),
    ...ERROR_RESPONSES,
  },
} as const;
export type HardshipApplyBody = z.input<typeof hardshipApplyContract.body>;

/**
 * The public form's call (decision 156): no sign-in, so the loan number typed and the date of
 * birth (as the date-of-birth selector holds it), matched by the server against the loan's
 * borrower; the captcha as the complaint form's.
 */
export const publicHardshipApplyContract = {
  ...API.hardshipApply,
  body: z.strictObject({
    ...hardshipApplyContract.body.shape,
    LoanNumber: text(HARDSHIP_LOAN_NUMBER_MAX_LENGTH),
    DateOfBirth: text(40),
    ...CAPTCHA_FALLBACK_BODY,
  }),
  response: hardshipApplyContract.response,
} as const;
export type PublicHardshipApplyBody = z.input<typeof publicHardshipApplyContract.body>;

const arrangementSchema = z.object({
  startsOn: z.string(),
  months: z.number(),
  paymentCents: z.number(),
});

const instalmentSchema = z.object({
  number: z.number(),
  dueDate: z.string(),
  totalCents: z.number(),
  paidCents: z.number(),
});

/** An application as its borrower sees it. */
export const hardshipViewSchema = z.object({
  reference: z.string(),
  loanNumber: z.string(),
  state: z.enum(HARDSHIP_STATES),
  change: z.enum(HARDSHIP_CHANGES),
  receivedAt: z.string(),
  decideBy: z.string().nullable(),
  informationRequest: z.string().nullable(),
  arrangement: arrangementSchema.nullable(),
  reasons: z.string().nullable(),
  disclosureHref: z.string().nullable(),
});
export type HardshipView = z.output<typeof hardshipViewSchema>;

export const hardshipLoanSchema = z.object({
  loanNumber: z.string(),
  balanceCents: z.number(),
  arrearsDays: z.number(),
  instalments: z.array(instalmentSchema),
  applications: z.array(hardshipViewSchema),
});
export type HardshipLoan = z.output<typeof hardshipLoanSchema>;

export const accountHardshipContract = {
  ...API.accountHardship,
  response: { 200: z.object({ loans: z.array(hardshipLoanSchema) }), ...ERROR_RESPONSES },
} as const;

const reference = z.string().regex(HARDSHIP_REFERENCE, 'reference must be a hardship reference');
const params = z.object({ reference });

/** The borrower's answer to the officer's request for information (CCCFA s 57A, decision 156). */
export const accountHardshipAnswerContract = {
  ...API.accountHardshipAnswer,
  params,
  body: z.strictObject({ Answer: text(HARDSHIP_TEXT_MAX_LENGTH) }),
  response: {
    200: z.object({ reference: z.string(), decideBy: z.string() }),
    ...ERROR_RESPONSES,
  },
} as const;
export type HardshipAnswerBody = z.input<typeof accountHardshipAnswerContract.body>;

export const accountHardshipDisclosureContract = {
  ...API.accountHardshipDisclosure,
  params,
  /** The PDF's bytes. */
  response: { 200: fileBytes, ...ERROR_RESPONSES },
} as const;

/** A row of the workspace's list, and the detail an officer works from. */
export const hardshipRowSchema = z.object({
  reference: z.string(),
  loanNumber: z.string(),
  state: z.enum(HARDSHIP_STATES),
  acknowledgeBy: z.string(),
  decideBy: z.string().nullable(),
  version: z.number(),
});
export type HardshipRow = z.output<typeof hardshipRowSchema>;

export const hardshipDetailSchema = hardshipRowSchema.extend({
  firstName: z.string(),
  whatHappened: z.string(),
  canPayCents: z.number(),
  months: z.number(),
  change: z.enum(HARDSHIP_CHANGES),
  receivedAt: z.string(),
  informationRequest: z.string().nullable(),
  arrangement: arrangementSchema.nullable(),
  reasons: z.string().nullable(),
  /** The borrower's answers to information requests from the portal, oldest first. */
  answers: z.array(z.object({ request: z.string(), answer: z.string(), at: z.string() })),
  instalments: z.array(instalmentSchema),
  letters: z.array(
    z.object({ kind: z.enum(HARDSHIP_LETTERS), subject: z.string(), at: z.string() }),
  ),
});
export type HardshipDetail = z.output<typeof hardshipDetailSchema>;

export const staffHardshipListContract = {
  ...API.staffHardshipList,
  response: { 200: z.object({ rows: z.array(hardshipRowSchema) }), ...ERROR_RESPONSES },
} as const;

export const staffHardshipContract = {
  ...API.staffHardship,
  params,
  response: { 200: hardshipDetailSchema, ...ERROR_RESPONSES },
} as const;

const agreed = (name: string) => ruleNamed(HARDSHIP_AGREE_RULES, name);
const CENTS_IN_A_DOLLAR = 100;

/**
 * The officer's actions: ask for information, record it received, agree, refuse (s 57A); their
 * limits and messages the workspace forms' rule tables (src/domain/staff/form-rules.ts).
 */
export const hardshipActionBodySchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('request-information'),
    version: z.number().int(),
    request: requiredText(HARDSHIP_REQUEST),
  }),
  z.strictObject({ action: z.literal('information-received'), version: z.number().int() }),
  z.strictObject({
    action: z.literal('agree'),
    version: z.number().int(),
    startsOn: z.string().regex(ARRANGEMENT_DATE, agreed('startsOn').messages?.pattern),
    months: z
      .number()
      .int()
      .min(1)
      .max(agreed('months').max as number),
    paymentCents: z
      .number()
      .int()
      .min(0)
      .max((agreed('payment').max as number) * CENTS_IN_A_DOLLAR),
  }),
  z.strictObject({
    action: z.literal('refuse'),
    version: z.number().int(),
    reasons: requiredText(HARDSHIP_REASONS),
  }),
]);
export type HardshipActionBody = z.input<typeof hardshipActionBodySchema>;

export const staffHardshipActionContract = {
  ...API.staffHardshipAction,
  params,
  body: hardshipActionBodySchema,
  response: { 200: hardshipDetailSchema, ...ERROR_RESPONSES },
} as const;
