/** The session-timeout page, and the clear modal that says the same. */
export const sessionTimeoutPage = {
  title: 'Your session has timed out',
  heading: 'Your session has timed out',
  intro:
    'For your security we cleared the page after a period without activity. Anything you saved is kept: start again and your saved steps come back.',
};
