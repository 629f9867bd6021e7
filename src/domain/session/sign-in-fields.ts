/**
 * The sign-in form's rule table (issue 8 "Sign-in"): the browser's form and the server's contract
 * (src/domain/contracts/session.ts) both read it, so the limits are written once.
 */
import type { FieldRule } from '../validation/types.ts';

// An email address is at most 254 characters (RFC 5321 path limit).
export const SIGN_IN_EMAIL_MAX_LENGTH = 254;
// Long enough for any passphrase; bounded so hashing cannot be made expensive.
export const SIGN_IN_PASSWORD_MAX_LENGTH = 1024;

export const SIGN_IN_FIELDS: readonly FieldRule[] = [
  {
    name: 'email',
    type: 'email',
    // "username": password managers fill the account's identifier here.
    autocomplete: 'username',
    inputMode: 'email',
    spellCheck: false,
    personal: true,
    required: true,
    maxLength: SIGN_IN_EMAIL_MAX_LENGTH,
    messages: { required: 'Enter your email address' },
  },
  {
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    spellCheck: false,
    required: true,
    maxLength: SIGN_IN_PASSWORD_MAX_LENGTH,
    messages: { required: 'Enter your password' },
  },
];

/** The sign-in fields that identify a person: never logged. */
export const SIGN_IN_PERSONAL_FIELD_NAMES: readonly string[] = SIGN_IN_FIELDS.filter(
  (rule) => rule.personal,
).map((rule) => rule.name);
