/**
 * Staff's second factor (issue 20, decision 094): the sign-in's answers, shared by the server and
 * the sign-in page. A staff account with a second factor is asked for its code after the
 * password; in a real deployment one without is asked to set it up before it may sign in.
 */
export const SECOND_FACTOR_STEPS = ['code', 'enrol'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

export const TWO_FACTOR_CODE_NEEDED =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const TWO_FACTOR_CODE_REFUSED =
  'That code is not right or was used before. Enter the current code from your authenticator app, or an unused recovery code.';
export const TWO_FACTOR_ENROL_NEEDED =
  'Staff sign in with a second factor. Set it up now with an authenticator app.';
export const TWO_FACTOR_CONFIRM_REFUSED =
  'That code is not right. Enter the code your authenticator app shows now.';
export const TWO_FACTOR_CODE_MAX_LENGTH = 20;
