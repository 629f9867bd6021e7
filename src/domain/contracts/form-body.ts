/**
 * Parts of the form calls' bodies, apart from the error body (api.ts), so that reading a refusal
 * loads only zod and the error body, not the captcha protocol, the messages and the patterns
 * (decision 163).
 */
import { z } from 'zod';
import { CAPTCHA_FALLBACK_FIELD } from '../captcha/protocol.ts';
import { MESSAGES } from '../loan-application/messages.ts';
import { EMAIL, EMAIL_MAX_LENGTH } from '../validation/patterns.ts';

/**
 * The fallback captcha's flag as a form body carries it (loan-application §3 hidden field
 * g-Recaptcha-Fallback with value true): true from JSON, 'true' from a posted form. Spread into a
 * body: `{ ...CAPTCHA_FALLBACK_BODY }`.
 */
export const CAPTCHA_FALLBACK_BODY = {
  [CAPTCHA_FALLBACK_FIELD]: z.union([z.boolean(), z.string().max(10)]).optional(),
} as const;

/** An applicant's email address where a call reads it itself (the email message for both checks). */
export const applicantEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, MESSAGES.email)
  .regex(EMAIL, MESSAGES.email);
