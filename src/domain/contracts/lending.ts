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
import type { AffordabilityRecord, Assessment } from '../lending/affordability.ts';
import type { LendingPanel } from '../lending/panel.ts';
import { RECORD_LIMITS } from '../staff/record-rules.ts';
import {
  ERROR_RESPONSES,
  fileBytes,
  applicationReference as reference,
  applicationParams as params,
} from './api.ts';
import { API } from './wire.ts';

const dollars = z.number().min(0).max(RECORD_LIMITS.weeklyDollars);
const words = (max: number) => z.string().max(max);

/**
 * The record as the officer's browser sends it. The server replaces what is evidence (issue 30
 * finding 4): each income line's declared and verified figures, the statement expenses and the
 * credit report's commitments (src/server/lending/record-evidence.ts); an override is never taken.
 */
export const affordabilityRecordSchema = z.object({
  household: z.object({
    size: z.number().int().min(0).max(RECORD_LIMITS.householdSize),
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
        note: words(RECORD_LIMITS.note),
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
        reason: words(RECORD_LIMITS.note),
      }),
    )
    .max(EXPENSE_CATEGORIES.length),
  commitments: z
    .array(
      z.object({
        id: words(60).min(1),
        label: words(RECORD_LIMITS.commitmentLabel),
        source: z.enum(['credit-report', 'declared']),
        weekly: dollars,
      }),
    )
    .max(30),
  commitmentsReviewed: z.boolean(),
  // No rate: the server sets the product's (issue 30 finding 1, decision 133); one sent is dropped.
  loan: z.object({
    amount: z.number().int().min(1).max(RECORD_LIMITS.loanAmount),
    termMonths: z.number().int().min(1).max(RECORD_LIMITS.termMonths),
    frequency: z.enum(FREQUENCIES),
  }),
  suitability: z.object({
    purpose: words(RECORD_LIMITS.purpose),
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
    .object({ reason: z.enum(NO_STATEMENTS_REASONS), note: words(RECORD_LIMITS.note) })
    .nullable()
    .optional(),
});

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

/** The path of one of an application's items whose id is a UUID (a review, a copy request). */
const uuidItemParams = z.object({ reference, id: z.string().uuid() });

export const identitySeenConfirmContract = {
  ...API.staffIdentitySeenConfirm,
  params: uuidItemParams,
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
  params: uuidItemParams,
  response: { 200: z.object({ signedOff: z.literal(true) }), ...ERROR_RESPONSES },
} as const;

export const produceCopyContract = {
  ...API.staffAffordabilityCopy,
  params: uuidItemParams,
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

/*
 * The lending panel as the server answers it (issue 29 "What to build" 3): the record as stored
 * (the loan with its rate, an override with the figures it covers), its assessment and the rest.
 * No bounds: they are the request's (above); each schema is held to its domain type, so a field
 * the type gains and the schema lacks does not compile (the serializer would drop it).
 */
const nullableNumber = z.number().nullable();

const panelRecordSchema: z.ZodType<AffordabilityRecord> = z.object({
  household: z.object({ size: z.number(), region: z.enum(BENCHMARK_REGIONS).nullable() }),
  income: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      declared: z.object({ amount: z.number(), period: z.enum(PERIODS) }).nullable(),
      verifiedWeekly: nullableNumber,
      verifiedFrom: z.string(),
      acceptedWeekly: nullableNumber,
      note: z.string(),
    }),
  ),
  expenses: z.array(
    z.object({
      category: z.enum(EXPENSE_CATEGORIES),
      declaredWeekly: nullableNumber,
      statementWeekly: nullableNumber,
      chosenWeekly: nullableNumber,
      reason: z.string(),
    }),
  ),
  commitments: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      source: z.enum(['credit-report', 'declared']),
      weekly: z.number(),
    }),
  ),
  commitmentsReviewed: z.boolean(),
  loan: z.object({
    amount: z.number(),
    interestPercent: z.number(),
    termMonths: z.number(),
    frequency: z.enum(FREQUENCIES),
  }),
  suitability: z.object({
    purpose: z.string(),
    purposeConfirmed: z.boolean(),
    amountConfirmed: z.boolean(),
    termConfirmed: z.boolean(),
    brokered: z.boolean(),
    addOns: z.array(
      z.object({ kind: z.enum(ADD_ON_KINDS), cost: z.number(), explained: z.boolean() }),
    ),
  }),
  override: z
    .object({ approverId: z.string(), reason: z.string(), covered: z.string().optional() })
    .nullable(),
  noStatements: z
    .object({ reason: z.enum(NO_STATEMENTS_REASONS), note: z.string() })
    .nullable()
    .optional(),
});

const assessmentSchema: z.ZodType<Assessment> = z.object({
  income: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      weekly: z.number(),
      source: z.enum(['accepted', 'verified', 'declared', 'not counted']),
    }),
  ),
  incomeWeekly: z.number(),
  expenses: z.array(
    z.object({
      category: z.enum(EXPENSE_CATEGORIES),
      declaredWeekly: nullableNumber,
      statementWeekly: nullableNumber,
      benchmarkWeekly: nullableNumber,
      usedWeekly: z.number(),
      source: z.enum(['declared', 'statements', 'benchmark', 'officer', 'none']),
    }),
  ),
  expensesWeekly: z.number(),
  commitmentsWeekly: z.number(),
  repayment: z
    .object({
      frequency: z.enum(FREQUENCIES),
      payment: z.number(),
      periods: z.number(),
      weekly: z.number(),
      establishmentFee: z.number(),
      totalRepayable: z.number(),
    })
    .nullable(),
  surplusWeekly: z.number(),
  bufferWeekly: z.number(),
  outcome: z.enum(['pass', 'fail', 'override']),
  missing: z.array(z.string()),
  complete: z.boolean(),
});

const nameSourceSchema = z.object({
  name: z.string(),
  matched: z.boolean(),
  reference: z.string(),
});
const nullableText = z.string().nullable();

const panelIdentitySchema = z.object({
  checks: z.array(
    z.object({
      id: z.string(),
      outcome: z.enum(['verified', 'not-verified']),
      documentKind: z.enum(['driver-licence', 'passport']),
      documentNumberEnding: z.string(),
      documentSource: nameSourceSchema,
      nameSource: nameSourceSchema,
      politicallyExposed: z.boolean(),
      sanctioned: z.boolean(),
      standard: z.object({ met: z.boolean(), explanation: z.string() }).nullable(),
      checkedAt: z.string(),
    }),
  ),
  block: nullableText,
  politicallyExposed: z.boolean(),
  sanctioned: z.boolean(),
  canConfirm: z.boolean(),
  seen: z.array(
    z.object({
      id: z.string(),
      document: z.string(),
      numberEnding: z.string(),
      expiresOn: z.string(),
      note: z.string(),
      by: z.string(),
      at: z.string(),
      confirmedBy: nullableText,
      confirmedAt: nullableText,
      own: z.boolean(),
    }),
  ),
  dueDiligence: z.array(
    z.object({
      id: z.string(),
      sourceOfFunds: z.string(),
      sourceOfWealth: z.string(),
      by: z.string(),
      at: z.string(),
      signedOffBy: nullableText,
      signedOffAt: nullableText,
      own: z.boolean(),
    }),
  ),
});

export const lendingPanelSchema: z.ZodType<LendingPanel> = z.object({
  version: z.number(),
  draft: z.boolean(),
  record: panelRecordSchema,
  assessment: assessmentSchema,
  policyName: z.string(),
  benchmarkSource: z.string(),
  bankStatements: z
    .object({
      accounts: z.array(
        z.object({ bank: z.string(), account: z.string(), transactions: z.number() }),
      ),
    })
    .nullable(),
  identity: panelIdentitySchema,
  documents: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      createdAt: z.string(),
      recordVersion: nullableNumber,
      sentAt: nullableText,
      openedAt: nullableText,
      openedBy: nullableText,
    }),
  ),
  letters: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['disclosure', 'decline-notice']),
      state: z.enum(['owed', 'made', 'failed']),
      attempts: z.number(),
      createdAt: z.string(),
    }),
  ),
  copyRequests: z.array(
    z.object({
      id: z.string(),
      requestedAt: z.string(),
      dueOn: z.string(),
      producedAt: nullableText,
    }),
  ),
  canOverride: z.boolean(),
});

/** The lending panel of the workspace's application page (decision 096). */
export const lendingPanelContract = {
  ...API.staffLending,
  params,
  response: { 200: lendingPanelSchema, ...ERROR_RESPONSES },
} as const;
