/**
 * Signing in and out (issue 8 "Sign-in"): the browser sends the credentials once and receives
 * only the kind of account it is now signed in as; the session itself is an HttpOnly cookie.
 */
import { z } from 'zod';
import { apiErrorSchema, ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';
import {
  SIGN_IN_EMAIL_MAX_LENGTH,
  SIGN_IN_PASSWORD_MAX_LENGTH,
} from '../session/sign-in-fields.ts';
import { SECOND_FACTOR_STEPS, TWO_FACTOR_CODE_MAX_LENGTH } from '../session/two-factor.ts';

/** A refusal that asks for the next step of a staff sign-in (decision 094), or none. */
const signInRefusal = apiErrorSchema.extend({
  secondFactor: z.enum(SECOND_FACTOR_STEPS).optional(),
});
const secondFactorCode = z.string().trim().min(1).max(TWO_FACTOR_CODE_MAX_LENGTH);

export const signInContract = {
  ...API.signIn,
  body: z.object({
    email: z.string().trim().min(1).max(SIGN_IN_EMAIL_MAX_LENGTH),
    password: z.string().min(1).max(SIGN_IN_PASSWORD_MAX_LENGTH),
    /** Staff with a second factor: the current code or a recovery code. */
    code: secondFactorCode.optional(),
  }),
  response: {
    200: z.object({ kind: z.enum(['customer', 'broker', 'staff']) }),
    401: signInRefusal,
    403: signInRefusal,
    ...ERROR_RESPONSES,
  },
} as const;
export type SignInRequest = z.input<typeof signInContract.body>;

/** Signing out: the session is gone on every process; 204, no body. */
export const signOutContract = {
  ...API.signOut,
  response: { 204: z.undefined(), ...ERROR_RESPONSES },
} as const;
export type SignInAnswer = z.infer<(typeof signInContract.response)[200]>;

/**
 * Setting up a staff member's second factor (decision 094): signed in as staff, or with the
 * email and password when a real deployment asks for it before sign-in. `enrol` shows a new
 * secret once; `confirm` takes a code from it and answers the recovery codes, once.
 */
const credentials = {
  email: z.string().trim().min(1).max(SIGN_IN_EMAIL_MAX_LENGTH).optional(),
  password: z.string().min(1).max(SIGN_IN_PASSWORD_MAX_LENGTH).optional(),
};
export const twoFactorEnrolContract = {
  ...API.twoFactorEnrol,
  body: z.object(credentials),
  response: {
    200: z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }),
    401: signInRefusal,
    403: signInRefusal,
    ...ERROR_RESPONSES,
  },
} as const;
export const twoFactorConfirmContract = {
  ...API.twoFactorConfirm,
  body: z.object({ ...credentials, code: secondFactorCode }),
  response: {
    200: z.object({ kind: z.literal('staff'), recoveryCodes: z.array(z.string()) }),
    401: signInRefusal,
    403: signInRefusal,
    ...ERROR_RESPONSES,
  },
} as const;
export type TwoFactorEnrolAnswer = z.infer<(typeof twoFactorEnrolContract.response)[200]>;
