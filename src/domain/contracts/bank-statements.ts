/**
 * Bank statements (site-and-tools §7): the form's call and the bank-link message log. The body
 * takes bounded text; the rule table (src/domain/bank-statements) judges each field.
 */
import { z } from 'zod';
import { CAPTCHA_FALLBACK_FIELD } from '../captcha/protocol.ts';
import { ERROR_RESPONSES, recordedSchema } from './api.ts';
import { API } from './wire.ts';

/** Longer than any field's own limit, so the form's rule table, not the schema, names the problem (422). */
const FIELD_MAX_LENGTH = 1000;
const field = z.string().max(FIELD_MAX_LENGTH).optional();
// spec: loan-application §3 (hidden field g-Recaptcha-Fallback with value true)
const fallbackField = z.union([z.boolean(), z.string().max(10)]).optional();

export const bankStatementsContract = {
  ...API.bankStatements,
  body: z.object({
    Customer: field,
    Application: field,
    ApplicationToggle: field,
    [CAPTCHA_FALLBACK_FIELD]: fallbackField,
  }),
  response: { 200: z.object({ received: z.literal(true) }), ...ERROR_RESPONSES },
} as const;
export type BankStatementsRequest = z.input<typeof bankStatementsContract.body>;

export const bankLinkLogContract = {
  ...API.bankLinkLog,
  // spec: site-and-tools §7 "JSON of each message event from the bank-link iframe plus appId"
  body: z.object({
    appId: z.string().min(1).max(100),
    origin: z.string().max(200),
    data: z.unknown(),
  }),
  response: { 202: recordedSchema, ...ERROR_RESPONSES },
} as const;
export type BankLinkLogRequest = z.input<typeof bankLinkLogContract.body>;
