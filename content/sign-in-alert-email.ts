import { brand } from './brand.ts';

/**
 * The email a staff member gets when their account reaches the sign-in failure limit (issue 34
 * finding 6): the account is not locked, so they can still sign in, and they are told to act if
 * the attempts were not theirs. Server-only words; no address, password or guess is named.
 */
export const signInAlertEmail = {
  kind: 'sign-in-failures',
  subject: `Several failed sign-ins to your ${brand.name} workspace account`,
  text: (failures: number, windowMinutes: number) =>
    `Kia ora,\n\nThere have been ${failures} failed attempts to sign in to your ${brand.name} workspace account in the last ${windowMinutes} minutes. ` +
    'Your account is not locked: you can still sign in with your password and the code from your authenticator app, which we now ask for with every attempt.\n\n' +
    'If these attempts were not yours, sign in and change your password, and tell your manager or IT support today.',
};
