/**
 * The version of the privacy policy an applicant agrees to; the server stores it with the
 * application. Its own module, so the application's steps carry the version without the policy's
 * text, which only its page and the application's privacy-policy modal show.
 */
export const PRIVACY_POLICY_VERSION = '2026-01';
