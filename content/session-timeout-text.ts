/**
 * The session-timeout warning's words (site-and-tools §4 "Session timeout"), apart from where it
 * runs (session-timeout.ts), so every page's entry does not carry the modal's words (decision 162).
 */
export const sessionTimeoutText = {
  warningTitle: 'Are you still there?',
  warningText:
    'For your security we will clear this page soon because nothing has happened for a while. Anything you have saved is kept.',
  stay: 'Yes, I am still here',
} as const;
