/**
 * Refer a friend (site-and-tools §7). The body takes bounded text; the rule table
 * (src/domain/refer) judges each field.
 */
import { z } from 'zod';
import { CAPTCHA_FALLBACK_FIELD } from '../captcha/protocol.ts';
import { ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';

/** Longer than any field's own limit, so the form's rule table, not the schema, names the problem (422). */
const FIELD_MAX_LENGTH = 1000;
const field = z.string().max(FIELD_MAX_LENGTH).optional();
// spec: loan-application §3 (hidden field g-Recaptcha-Fallback with value true)
const fallbackField = z.union([z.boolean(), z.string().max(10)]).optional();

export const referContract = {
  ...API.refer,
  body: z.object({
    Name: field,
    Branch: field,
    BranchName: field,
    BranchEmail: field,
    FriendName: field,
    FriendPhone: field,
    FriendEmail: field,
    CustomerNumber: field,
    [CAPTCHA_FALLBACK_FIELD]: fallbackField,
  }),
  // spec: site-and-tools §7 "200 returns JSON treated as the success value"
  response: {
    200: z.object({ success: z.literal(true), reference: z.string() }),
    ...ERROR_RESPONSES,
  },
} as const;
export type ReferRequest = z.input<typeof referContract.body>;
export type ReferAnswer = z.output<(typeof referContract.response)[200]>;
