/**
 * Bank statements (site-and-tools §7): the form's call and the bank-link message log. The body
 * takes bounded text; the rule table (src/domain/bank-statements) judges each field.
 */
import { z } from 'zod';
import { ERROR_RESPONSES, recordedSchema, ruledField } from './api.ts';
import { CAPTCHA_FALLBACK_BODY } from './form-body.ts';
import { APPLICATION_BANK_STATEMENTS_MAX_LENGTH } from '../bank-statements/application.ts';
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

/** A token is 43 characters; anything much longer is not ours. */
const TOKEN_MAX_LENGTH = 100;

/**
 * The confirmation page's bank-statement widget (loan-application §1 "inside a form"): its value
 * posted with the application's key, the Token (the page's `appref`), and stored with the
 * application. The rule table (src/domain/bank-statements/application.ts) judges the value.
 */
export const applicationBankStatementsContract = {
  ...API.applicationBankStatements,
  body: z.object({
    Token: z.string().min(1, 'Token is required').max(TOKEN_MAX_LENGTH),
    BankStatements: z.string().max(APPLICATION_BANK_STATEMENTS_MAX_LENGTH).optional(),
  }),
  response: { 200: z.object({ recorded: z.literal(true) }), ...ERROR_RESPONSES },
} as const;
export type ApplicationBankStatementsRequest = z.input<
  typeof applicationBankStatementsContract.body
>;
