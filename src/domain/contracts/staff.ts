/**
 * The lender's workspace (issue 20): behind the staff guard of /api/staff. The queue takes its
 * view as the page's address does (src/domain/staff/queue-query.ts).
 */
import { z } from 'zod';
import {
  ASK_AGAIN_REASON,
  DECISION_AMOUNT_MAX,
  DECISION_COMMENT,
  DECISION_OUTCOME_MESSAGE,
  DECISION_REASON,
  NOTE_TEXT,
  PAYOUT_ACCOUNT_NUMBER,
  PAYOUT_METHOD_MESSAGE,
  PAYOUT_METHODS,
  REQUEST_QUESTION,
  WITHDRAW_REASON,
} from '../staff/form-rules.ts';
import { optionalText, requiredText } from './rule-text.ts';
import { MAX_DUE_WORKING_DAYS } from '../staff/information-requests.ts';
import { APPLICATION_STATUSES, DECISION_OUTCOMES } from '../staff/status.ts';
import { VIEW_ACTIONS, type AccessReportEntry } from '../staff/access-log.ts';
import {
  ERROR_RESPONSES,
  applicationReference as reference,
  applicationParams as params,
  applicationItemParams as itemParams,
} from './api.ts';
import { API } from './wire.ts';

const status = z.enum(APPLICATION_STATUSES);
const staffMember = z.object({ id: z.string(), email: z.string() }).nullable();

export const queueRowSchema = z.object({
  reference: z.string(),
  name: z.string(),
  amount: z.number().nullable(),
  purpose: z.string().nullable(),
  source: z.string(),
  branch: z.string().nullable(),
  status,
  assignedTo: staffMember,
  submittedAt: z.string().nullable(),
  /** New Zealand working days since submission, while the application waits on the lender. */
  waitingWorkingDays: z.number().nullable(),
  /** The version a bulk action on this row sends (the 412 check). */
  version: z.number(),
});
export type QueueRow = z.output<typeof queueRowSchema>;

export const queueAnswerSchema = z.object({
  rows: z.array(queueRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Applications per status under the other filters. */
  counts: z.record(status, z.number()),
  /** The branches a filter may name, by id. */
  branches: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The other staff members a bulk assignment may name (the one asking is "me"). */
  staff: z.array(z.object({ id: z.string(), email: z.string() })),
});
export type QueueAnswer = z.output<typeof queueAnswerSchema>;

export const staffQueueContract = {
  ...API.staffQueue,
  /** Read leniently by readQueueQuery: an invalid parameter is left out, never an error. */
  querystring: z.record(z.string(), z.string()),
  response: { 200: queueAnswerSchema, ...ERROR_RESPONSES },
} as const;

/** The version of the application the page showed: a change since then answers 412. */
const version = z.number().int().min(0);

export const assignContract = {
  ...API.staffAssign,
  params,
  body: z.object({
    /** `me`, or an officer's or approver's account id. */
    to: z.string().min(1).max(100),
    version,
  }),
  response: {
    200: z.object({ status, version: z.number(), assignedTo: staffMember }),
    ...ERROR_RESPONSES,
  },
} as const;

export const decideContract = {
  ...API.staffDecide,
  params,
  body: z.object({
    outcome: z.enum(DECISION_OUTCOMES, DECISION_OUTCOME_MESSAGE),
    /** Whole dollars; required to approve. */
    amount: z.number().int().min(1).max(DECISION_AMOUNT_MAX).optional(),
    reason: requiredText(DECISION_REASON),
    comment: requiredText(DECISION_COMMENT),
    version,
    /** The proposal an approver decides (maker-checker), or none for a direct decision. */
    proposalId: z.number().int().min(1).optional(),
    /** An officer above their limit proposes instead of deciding. */
    propose: z.boolean().optional(),
  }),
  response: {
    200: z.object({ status, version: z.number(), kind: z.enum(['decision', 'proposal']) }),
    ...ERROR_RESPONSES,
  },
} as const;
export type DecideRequest = z.input<typeof decideContract.body>;

/** The most rows one bulk action takes: a page of the queue and then some. */
export const BULK_MAX_ITEMS = 100;

/**
 * Several rows of the queue assigned or declined together (issue 20): each row with the version
 * the queue showed, each done or refused on its own (409, 412 …), the answer saying which.
 */
export const bulkContract = {
  ...API.staffBulk,
  body: z.discriminatedUnion('action', [
    z.object({
      action: z.literal('assign'),
      /** `me`, or an officer's or approver's account id. */
      to: z.string().min(1).max(100),
      items: z.array(z.object({ reference, version })).min(1).max(BULK_MAX_ITEMS),
    }),
    z.object({
      action: z.literal('decline'),
      reason: requiredText(DECISION_REASON),
      comment: requiredText(DECISION_COMMENT),
      items: z.array(z.object({ reference, version })).min(1).max(BULK_MAX_ITEMS),
    }),
  ]),
  response: {
    200: z.object({
      results: z.array(
        z.union([
          z.object({ reference: z.string(), ok: z.literal(true), status, version: z.number() }),
          z.object({
            reference: z.string(),
            ok: z.literal(false),
            /** The HTTP status the single action would have answered: 409, 412, 403, 404 … */
            code: z.number(),
            message: z.string(),
          }),
        ]),
      ),
    }),
    ...ERROR_RESPONSES,
  },
} as const;
export type BulkRequest = z.input<typeof bulkContract.body>;
export type BulkResult = z.output<(typeof bulkContract.response)[200]>['results'][number];

export const queueExportContract = {
  ...API.staffQueueExport,
  querystring: z.record(z.string(), z.string()),
  /** The CSV's text. */
  response: { 200: z.string(), ...ERROR_RESPONSES },
} as const;

/** The privacy officer's report of who looked at an application (decision 137): JSON or CSV. */
export const accessReportContract = {
  ...API.staffAccessReport,
  params: z.object({ reference }),
  querystring: z.object({ format: z.enum(['json', 'csv']).default('json') }),
  response: {
    200: z
      .object({
        entries: z.array(
          z.object({
            at: z.string(),
            who: z.string(),
            roles: z.array(z.string()),
            action: z.enum(VIEW_ACTIONS),
            what: z.string(),
          }),
        ) satisfies z.ZodType<AccessReportEntry[]>,
      })
      .or(z.string().describe('the CSV (?format=csv)')),
    ...ERROR_RESPONSES,
  },
} as const;

const changed = { 200: z.object({ status, version: z.number() }), ...ERROR_RESPONSES };

/** An information request (decision 092): documents from the list and/or a question. */
export const requestInformationContract = {
  ...API.staffRequestInformation,
  params,
  body: z.object({
    /** Document ids from the configured list (content/staff-workspace.ts). */
    documents: z.array(z.string().min(1).max(50)).max(10).default([]),
    question: optionalText(REQUEST_QUESTION),
    dueInWorkingDays: z.number().int().min(1).max(MAX_DUE_WORKING_DAYS),
    version,
  }),
  response: {
    200: z.object({ status, version: z.number(), dueDate: z.string() }),
    ...ERROR_RESPONSES,
  },
} as const;
export type RequestInformationRequest = z.input<typeof requestInformationContract.body>;

export const acceptItemContract = {
  ...API.staffAcceptItem,
  params: itemParams,
  body: z.object({ version }),
  response: changed,
} as const;

export const askAgainContract = {
  ...API.staffAskAgain,
  params: itemParams,
  body: z.object({
    reason: requiredText(ASK_AGAIN_REASON),
    version,
  }),
  response: changed,
} as const;

export const staffNoteContract = {
  ...API.staffNote,
  params,
  body: z.object({ text: requiredText(NOTE_TEXT) }),
  response: { 201: z.object({ id: z.number() }), ...ERROR_RESPONSES },
} as const;

/** Staff record a withdrawal at the applicant's request, with a reason (issue 29). */
export const staffWithdrawContract = {
  ...API.staffWithdraw,
  params,
  body: z.object({
    reason: requiredText(WITHDRAW_REASON),
    version,
  }),
  response: changed,
} as const;
export type StaffWithdrawRequest = z.input<typeof staffWithdrawContract.body>;

/** Staff make the loan offer of an approval (issue 31, decision 143). */
export const makeOfferContract = {
  ...API.staffMakeOffer,
  params,
  body: z.object({ version }),
  response: changed,
} as const;

/** The payout account, checked as the borrower's (decision 144). */
export const payoutAccountContract = {
  ...API.staffPayoutAccount,
  params,
  body: z.object({
    version,
    accountNumber: requiredText(PAYOUT_ACCOUNT_NUMBER),
    method: z.enum(PAYOUT_METHODS, PAYOUT_METHOD_MESSAGE),
  }),
  response: changed,
} as const;

/** The borrower's written request for early release, as staff record it (decision 144). */
export const earlyReleaseContract = {
  ...API.staffEarlyRelease,
  params,
  body: z.object({ version }),
  response: changed,
} as const;

/** An approver releases the payout (four eyes, decision 144). */
export const releasePayoutContract = {
  ...API.staffReleasePayout,
  params,
  body: z.object({ version }),
  response: changed,
} as const;
