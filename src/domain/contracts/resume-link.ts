/**
 * The emailed resume link's calls (issue 11 "Come back and finish" 2, decision 059): ask for a
 * link for the session's application, ask for one by email (the pre-save check's modal), and
 * open one with the applicant's date of birth.
 */
import { z } from 'zod';
import { ERROR_RESPONSES } from './api.ts';
import { applicantEmailSchema, CAPTCHA_FALLBACK_BODY } from './form-body.ts';
import { API } from './wire.ts';

import { RESUME_LINK_TOKEN } from './resume-link-token.ts';

/** The answer of both requests: the same whether or not an application was found. */
const sentSchema = z.object({
  sent: z.literal(true),
  /** How many days the link works (RESUME_LINK_DAYS). */
  days: z.number().int().min(1),
});

export const resumeLinkRequestContract = {
  ...API.resumeLinkRequest,
  body: z.object({}).optional(),
  response: { 202: sentSchema, ...ERROR_RESPONSES },
} as const;

export const resumeLinkByEmailContract = {
  ...API.resumeLinkByEmail,
  body: z.object({
    Email: applicantEmailSchema,
    LastName: z.string().max(200).nullish(),
    ...CAPTCHA_FALLBACK_BODY,
  }),
  response: { 202: sentSchema, ...ERROR_RESPONSES },
} as const;
export type ResumeLinkByEmailRequest = z.input<typeof resumeLinkByEmailContract.body>;

export const resumeLinkConfirmContract = {
  ...API.resumeLinkConfirm,
  body: z.object({
    Link: z.string().regex(RESUME_LINK_TOKEN, 'Link is not a resume link'),
    /** As the date-of-birth selector holds it: yyyy/MM/dd (an ISO date is read too). */
    DateOfBirth: z.string().max(40),
  }),
  response: {
    /** The session now holds the application; the step to open. */
    200: z.object({ Step: z.number().int().min(1).max(4) }),
    ...ERROR_RESPONSES,
  },
} as const;
export type ResumeLinkConfirmAnswer = z.output<(typeof resumeLinkConfirmContract.response)[200]>;
