/**
 * Responsible lending in the workspace and the portal (issue 21, decision 096): the affordability
 * record's wire shape and the lending panel's calls. The applicant's documents are in their status
 * view (application-status.ts).
 */
import { z } from 'zod';
import {
  OVERRIDE_REASON,
  SEEN_DOCUMENT,
  SEEN_NOTE,
  SEEN_NUMBER,
  SOURCE_OF_FUNDS,
  SOURCE_OF_WEALTH,
} from '../staff/form-rules.ts';
import { requiredText } from './rule-text.ts';
import { FREQUENCIES } from '../calculator/calculator.ts';
import { BENCHMARK_REGIONS } from '../lending/benchmark.ts';
import { EXPENSE_CATEGORIES, NO_STATEMENTS_REASONS } from '../lending/policy.ts';
import { ADD_ON_KINDS } from '../lending/suitability.ts';
import { PERIODS } from '../lending/weekly.ts';
import { ERROR_RESPONSES, fileBytes } from './api.ts';
import { API } from './wire.ts';

const dollars = z.number().min(0).max(10_000_000);
const words = (max: number) => z.string().max(max);

/**
 * The record as the officer's browser sends it. The server replaces what is evidence (issue 30
 * finding 4): each income line's declared and verified figures, the statement expenses and the
 * credit report's commitments (src/server/lending/record-evidence.ts); an override is never taken.
 */
export const affordabilityRecordSchema = z.object({
  household: z.object({
    size: z.number().int().min(0).max(30),
    region: z.enum(BENCHMARK_REGIONS).nullable(),
  }),
  income: z
    .array(
      z.object({
        id: words(60).min(1),
        label: words(120),
        declared: z.object({ amount: dollars, period: z.enum(PERIODS) }).nullable(),
        verifiedWeekly: dollars.nullable(),
        verifiedFrom: words(300),
        acceptedWeekly: dollars.nullable(),
        note: words(1000),
      }),
    )
    .max(20),
  expenses: z
    .array(
      z.object({
        category: z.enum(EXPENSE_CATEGORIES),
        declaredWeekly: dollars.nullable(),
        statementWeekly: dollars.nullable(),
        chosenWeekly: dollars.nullable(),
        reason: words(1000),
      }),
    )
    .max(EXPENSE_CATEGORIES.length),
  commitments: z
    .array(
      z.object({
        id: words(60).min(1),
        label: words(120),
        source: z.enum(['credit-report', 'declared']),
        weekly: dollars,
      }),
    )
    .max(30),
  commitmentsReviewed: z.boolean(),
  // No rate: the server sets the product's (issue 30 finding 1, decision 133); one sent is dropped.
  loan: z.object({
    amount: z.number().int().min(1).max(100_000_000),
    termMonths: z.number().int().min(1).max(600),
    frequency: z.enum(FREQUENCIES),
  }),
  suitability: z.object({
    purpose: words(200),
    purposeConfirmed: z.boolean(),
    amountConfirmed: z.boolean(),
    termConfirmed: z.boolean(),
    brokered: z.boolean(),
    addOns: z
      .array(z.object({ kind: z.enum(ADD_ON_KINDS), cost: dollars, explained: z.boolean() }))
      .max(ADD_ON_KINDS.length),
  }),
  override: z.object({ approverId: words(100), reason: words(1000) }).nullable(),
  /** Why there are no bank statements, when there are none (issue 30 finding 3). */
  noStatements: z
    .object({ reason: z.enum(NO_STATEMENTS_REASONS), note: words(1000) })
    .nullable()
    .optional(),
});

const reference = z.string().regex(/^\d{1,18}$/, 'reference must be an application reference');
const params = z.object({ reference });
/** The record version the page showed (0 when there is none yet): a later one answers 412. */
const version = z.number().int().min(0);
const saved = z.object({ version: z.number() });

export const saveAffordabilityContract = {
  ...API.staffAffordabilitySave,
  params,
  body: z.object({ record: affordabilityRecordSchema, version }),
  response: { 200: saved, ...ERROR_RESPONSES },
} as const;

export const overrideAffordabilityContract = {
  ...API.staffAffordabilityOverride,
  params,
  body: z.object({ reason: requiredText(OVERRIDE_REASON), version }),
  response: { 200: saved, ...ERROR_RESPONSES },
} as const;

export const identityCheckContract = {
  ...API.staffIdentityCheck,
  params,
  body: z.object({ documentKind: z.enum(['driver-licence', 'passport']) }),
  response: {
    200: z.object({
      outcome: z.enum(['verified', 'not-verified']),
      /** A check that cannot verify asked the applicant for an identity document (issue 30). */
      documentsRequested: z.boolean(),
    }),
    ...ERROR_RESPONSES,
  },
} as const;

/**
 * The identity documents an officer saw (issue 30 finding 2, AML/CFT Act s 16): what, its number
 * (encrypted at rest), its expiry (a calendar date, not passed) and what was seen.
 */
export const identitySeenContract = {
  ...API.staffIdentitySeen,
  params,
  body: z.object({
    document: requiredText(SEEN_DOCUMENT),
    number: requiredText(SEEN_NUMBER),
    expiresOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the expiry date.')
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter the expiry date.'),
    note: requiredText(SEEN_NOTE),
  }),
  response: { 200: z.object({ id: z.string() }), ...ERROR_RESPONSES },
} as const;

const reviewParams = z.object({ reference, id: z.string().uuid() });

export const identitySeenConfirmContract = {
  ...API.staffIdentitySeenConfirm,
  params: reviewParams,
  response: { 200: z.object({ confirmed: z.literal(true) }), ...ERROR_RESPONSES },
} as const;

/** Enhanced due diligence on a politically exposed person (AML/CFT Act s 22, s 26). */
export const dueDiligenceContract = {
  ...API.staffDueDiligence,
  params,
  body: z.object({
    sourceOfFunds: requiredText(SOURCE_OF_FUNDS),
    sourceOfWealth: requiredText(SOURCE_OF_WEALTH),
  }),
  response: { 200: z.object({ id: z.string() }), ...ERROR_RESPONSES },
} as const;

export const dueDiligenceSignOffContract = {
  ...API.staffDueDiligenceSignOff,
  params: reviewParams,
  response: { 200: z.object({ signedOff: z.literal(true) }), ...ERROR_RESPONSES },
} as const;

export const produceCopyContract = {
  ...API.staffAffordabilityCopy,
  params: z.object({ reference, id: z.string().uuid() }),
  response: { 200: z.object({ documentId: z.string() }), ...ERROR_RESPONSES },
} as const;

/** A stored letter or document of the application, as a download. */
export const lendingDocumentContract = {
  ...API.staffLendingDocument,
  params: z.object({ reference, id: z.string().uuid() }),
  response: { 200: fileBytes, ...ERROR_RESPONSES },
} as const;

/** The complete evidence pack (decision 137), as a zip. */
export const evidencePackContract = {
  ...API.staffEvidencePack,
  params,
  response: { 200: fileBytes, ...ERROR_RESPONSES },
} as const;
