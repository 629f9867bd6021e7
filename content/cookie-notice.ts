/** The cookie notice (issue 10 behaviour 14): the site sets only the cookies it needs to work. */
export const cookieNotice = {
  label: 'Cookies',
  text: 'We use only the cookies this site needs to work, such as keeping you signed in. We do not use advertising cookies.',
  accept: 'Got it',
  more: 'Read our privacy policy',
} as const;
