/**
 * The lender's workspace (issue 20): behind the staff guard of /api/staff. The queue takes its
 * view as the page's address does (src/domain/staff/queue-query.ts).
 */
import { z } from 'zod';
import { APPLICATION_STATUSES, DECISION_OUTCOMES } from '../staff/status.ts';
import { ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';

const status = z.enum(APPLICATION_STATUSES);
const reference = z.string().regex(/^\d{1,18}$/, 'reference must be an application reference');
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
});
export type QueueAnswer = z.output<typeof queueAnswerSchema>;

export const staffQueueContract = {
  ...API.staffQueue,
  /** Read leniently by readQueueQuery: an invalid parameter is left out, never an error. */
  querystring: z.record(z.string(), z.string()),
  response: { 200: queueAnswerSchema, ...ERROR_RESPONSES },
} as const;

const params = z.object({ reference });
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
    outcome: z.enum(DECISION_OUTCOMES),
    /** Whole dollars; required to approve. */
    amount: z.number().int().min(1).max(100_000_000).optional(),
    reason: z.string().min(1).max(200),
    comment: z.string().trim().min(1, 'Enter a comment.').max(2000),
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
