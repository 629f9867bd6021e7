import { PRIVACY_POLICY_VERSION } from './privacy-policy-version.ts';

// The privacy policy on its own: its page and the application's privacy-policy modal read it
// here, and its version (privacy-policy-version.ts) is the one stored with each application.
export const privacyPolicy = {
  title: 'Privacy policy',
  heading: 'Privacy policy',
  description:
    'What personal information we collect when you apply or contact us, who we share it with, and your rights under the Privacy Act 2020.',
  /** The version an applicant agrees to; the server stores it with the application. */
  version: PRIVACY_POLICY_VERSION,
  sections: [
    {
      heading: 'What we collect',
      text: 'The details you give us in an application or form: your name, contact details, date of birth, address, identity document numbers, employment and income. We collect them to assess your application and to meet our obligations under the Credit Contracts and Consumer Finance Act 2003 and the Anti-Money Laundering and Countering Financing of Terrorism Act 2009.',
    },
    {
      heading: 'Who we share it with',
      text: 'Credit reporting agencies, identity verification services and, where you ask us to, your bank-statement provider. We do not sell your information.',
    },
    {
      heading: 'Your rights',
      text: 'Under the Privacy Act 2020 you may ask to see and correct the information we hold about you. Contact any branch or our privacy officer.',
    },
  ],
} as const;
