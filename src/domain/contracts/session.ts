/**
 * Signing in and out (issue 8 "Sign-in"): the browser sends the credentials once and receives
 * only the kind of account it is now signed in as; the session itself is an HttpOnly cookie.
 */
import { z } from 'zod';
import { ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';
import {
  SIGN_IN_EMAIL_MAX_LENGTH,
  SIGN_IN_PASSWORD_MAX_LENGTH,
} from '../session/sign-in-fields.ts';

export const signInContract = {
  ...API.signIn,
  body: z.object({
    email: z.string().trim().min(1).max(SIGN_IN_EMAIL_MAX_LENGTH),
    password: z.string().min(1).max(SIGN_IN_PASSWORD_MAX_LENGTH),
  }),
  response: {
    200: z.object({ kind: z.enum(['customer', 'broker', 'staff']) }),
    ...ERROR_RESPONSES,
  },
} as const;
export type SignInRequest = z.input<typeof signInContract.body>;
export type SignInAnswer = z.infer<(typeof signInContract.response)[200]>;
