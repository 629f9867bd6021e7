/**
 * Bank statements (site-and-tools §7): the form's call and the bank-link message log. The body
 * takes bounded text; the rule table (src/domain/bank-statements) judges each field.
 */
import { z } from 'zod';
import { CAPTCHA_FALLBACK_BODY, ERROR_RESPONSES, recordedSchema, ruledField } from './api.ts';
import { API } from './wire.ts';

export const bankStatementsContract = {
  ...API.bankStatements,
  body: z.object({
    Customer: ruledField,
    Application: ruledField,
    ApplicationToggle: ruledField,
    ...CAPTCHA_FALLBACK_BODY,
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
