/**
 * Where the session-timeout warning runs and its two delays, in minutes (site-and-tools §4
 * "Session timeout", §9 "values come from page attributes, in minutes"): the page writes them as
 * attributes, the warning reads them there. The pages that hold personal or payment details.
 */
const APPLICATION = { warningMinutes: 20, clearMinutes: 5 };
export const sessionTimeoutPages: Record<string, { warningMinutes: number; clearMinutes: number }> =
  {
    '/loan-application/step-1/': APPLICATION,
    '/loan-application/step-2/': APPLICATION,
    '/loan-application/step-3/': APPLICATION,
    '/loan-application/step-4/': APPLICATION,
    '/bank-statements/': { warningMinutes: 15, clearMinutes: 5 },
    '/make-a-payment/': { warningMinutes: 10, clearMinutes: 2 },
  };
