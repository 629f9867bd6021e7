/** The complaints calls (issue 32 "What to build" 2): the form's, and the staff register's. */
import { z } from 'zod';
import { COMPLAINT_OWNER, NOTE_TEXT } from '../staff/form-rules.ts';
import { requiredText } from './rule-text.ts';
import {
  COMPLAINT_NAME_MAX_LENGTH,
  COMPLAINT_PHONE_MAX_LENGTH,
  COMPLAINT_TEXT_MAX_LENGTH,
} from '../complaints/fields.ts';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_LETTERS,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATES,
} from '../complaints/categories.ts';
import { EMAIL_MAX_LENGTH } from '../validation/patterns.ts';
import { ERROR_RESPONSES } from './api.ts';
import { CAPTCHA_FALLBACK_BODY } from './form-body.ts';
import { API } from './wire.ts';

// Shape and size only: the rule table (src/domain/complaints/fields.ts) judges the values.
const text = (max: number) => z.string().max(max);

export const complaintContract = {
  ...API.complaint,
  body: z.strictObject({
    Product: text(40),
    WhatWentWrong: text(COMPLAINT_TEXT_MAX_LENGTH),
    PutRight: text(COMPLAINT_TEXT_MAX_LENGTH),
    Name: text(COMPLAINT_NAME_MAX_LENGTH),
    Email: text(EMAIL_MAX_LENGTH),
    Phone: text(COMPLAINT_PHONE_MAX_LENGTH).optional(),
    ...CAPTCHA_FALLBACK_BODY,
  }),
  response: { 201: z.object({ reference: z.string() }), ...ERROR_RESPONSES },
} as const;
export type ComplaintBody = z.input<typeof complaintContract.body>;

const state = z.enum(COMPLAINT_STATES);
const outcome = z.enum(COMPLAINT_OUTCOMES);
const reference = z.string().regex(/^C-\d{6,12}$/, 'reference must be a complaint reference');
const params = z.object({ reference });
const owner = z.object({ id: z.string(), email: z.string() }).nullable();

export const complaintRowSchema = z.object({
  reference: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  name: z.string(),
  state,
  outcome: outcome.nullable(),
  owner,
  receivedAt: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  schemeFrom: z.string(),
  /** The date the open complaint is next due (acknowledge, then resolve); null once closed. */
  dueOn: z.string().nullable(),
  version: z.number(),
});
export type ComplaintRow = z.output<typeof complaintRowSchema>;

export const complaintDetailSchema = complaintRowSchema.extend({
  whatWentWrong: z.string(),
  putRight: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  notes: z.array(
    z.object({ id: z.number(), author: z.string(), text: z.string(), at: z.string() }),
  ),
  letters: z.array(
    z.object({
      kind: z.enum(COMPLAINT_LETTERS),
      subject: z.string(),
      text: z.string(),
      at: z.string(),
    }),
  ),
  staff: z.array(z.object({ id: z.string(), email: z.string() })),
});
export type ComplaintDetail = z.output<typeof complaintDetailSchema>;

export const complaintListContract = {
  ...API.staffComplaints,
  response: { 200: z.object({ rows: z.array(complaintRowSchema) }), ...ERROR_RESPONSES },
} as const;

export const complaintDetailContract = {
  ...API.staffComplaint,
  params,
  response: { 200: complaintDetailSchema, ...ERROR_RESPONSES },
} as const;

const version = z.number().int().min(0);
const changed = { 200: complaintDetailSchema, ...ERROR_RESPONSES } as const;

export const complaintAssignContract = {
  ...API.staffComplaintAssign,
  params,
  body: z.object({ to: requiredText(COMPLAINT_OWNER), version }),
  response: changed,
} as const;

export const complaintMoveContract = {
  ...API.staffComplaintMove,
  params,
  body: z.object({ to: state, outcome: outcome.optional(), version }),
  response: changed,
} as const;

export const complaintNoteContract = {
  ...API.staffComplaintNote,
  params,
  body: z.object({ text: requiredText(NOTE_TEXT) }),
  response: changed,
} as const;

export const complaintMonthSchema = z.object({
  month: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  received: z.number(),
  open: z.number(),
  upheld: z.number(),
  partlyUpheld: z.number(),
  notUpheld: z.number(),
  deadlocked: z.number(),
});

const monthQuery = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
});

export const complaintMonthlyContract = {
  ...API.staffComplaintMonthly,
  querystring: monthQuery,
  response: { 200: z.object({ rows: z.array(complaintMonthSchema) }), ...ERROR_RESPONSES },
} as const;

export const complaintMonthlyCsvContract = {
  ...API.staffComplaintMonthlyCsv,
  querystring: monthQuery,
  /** The CSV's text. */
  response: { 200: z.string(), ...ERROR_RESPONSES },
} as const;
