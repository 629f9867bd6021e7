// The privacy policy on its own: its page, the application's privacy-policy modal and the
// version stored with each application all read it here (one fact in one place).
export const privacyPolicy = {
  title: 'Privacy policy',
  heading: 'Privacy policy',
  description:
    'What personal information we collect when you apply or contact us, who we share it with, and your rights under the Privacy Act 2020.',
  /** The version an applicant agrees to; the server stores it with the application. */
  version: '2026-01',
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
