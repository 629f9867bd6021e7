/**
 * Refer a friend (site-and-tools §7). The body takes bounded text; the rule table
 * (src/domain/refer) judges each field.
 */
import { z } from 'zod';
import { ERROR_RESPONSES, ruledField } from './api.ts';
import { CAPTCHA_FALLBACK_BODY } from './form-body.ts';
import { API } from './wire.ts';

export const referContract = {
  ...API.refer,
  body: z.object({
    Name: ruledField,
    Branch: ruledField,
    BranchName: ruledField,
    BranchEmail: ruledField,
    FriendName: ruledField,
    FriendPhone: ruledField,
    FriendEmail: ruledField,
    CustomerNumber: ruledField,
    ...CAPTCHA_FALLBACK_BODY,
  }),
  // spec: site-and-tools §7 "200 returns JSON treated as the success value"
  response: {
    200: z.object({ success: z.literal(true), reference: z.string() }),
    ...ERROR_RESPONSES,
  },
} as const;
export type ReferRequest = z.input<typeof referContract.body>;
export type ReferAnswer = z.output<(typeof referContract.response)[200]>;
