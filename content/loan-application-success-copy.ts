import { brand } from './brand.ts';

/**
 * Words of the loan application's confirmation page (loan-application §2,
 * /loan-application/success/): apart from the steps' words so the steps' pages do not carry them.
 */
export const successCopy = {
  title: 'Application received',
  // spec: site-and-tools §2 "A confirmation overlay fades after a random 2000 to 2999 ms."
  overlay: 'Your application has been sent.',
  referenceLabel: 'Your application reference',
  variants: {
    conditional: {
      heading: 'Good news: your loan is conditionally approved',
      body: 'Your application is conditionally approved, subject to confirming your income and identity. A lending specialist from your branch will call you, usually the same working day, to finish it with you.',
    },
    declined: {
      heading: 'We are unable to approve your application',
      body: `Thank you for applying. After looking at your application and your credit history we cannot offer you a loan at this time. You may ask us why: call us on ${brand.phone} and quote your reference.`,
    },
    standard: {
      heading: 'Thank you: we have your application',
      body: 'A lending specialist from your branch will look at your application and call you, usually the same working day. Please keep your phone nearby.',
    },
  },
  /** The timeline after an approved or pending application (issue 11 "What the applicant sees" 4). */
  nextSteps: {
    heading: 'What happens next',
    review: {
      title: 'We look at your application',
      body: 'A lending specialist from your branch reads it, usually the same working day.',
    },
    joint: {
      title: 'Your joint applicant completes their part',
      body: 'We have emailed your joint applicant a link to their own part of the application. They answer the questions about themselves; the loan amount and purpose are yours, already filled in. We finish assessing the loan once they have sent their part.',
    },
    call: {
      title: 'We call you',
      body: 'We talk the loan through with you and answer your questions. Please keep your phone nearby.',
    },
    income: {
      title: 'You confirm your income',
      body: 'Send us 90 days of bank statements with the bank link below: it is the quickest way.',
    },
    sign: {
      title: 'You sign your loan documents',
      body: 'Once your loan is approved we email you the loan documents to sign, then pay the money into your account.',
    },
  },
  emailed: {
    heading: 'What we emailed',
    applicant: 'You: your application reference and a link to see how your application is going.',
    jointApplicant: 'Your joint applicant: a link to their part of the application.',
    broker: 'The broker: a copy of this application.',
    nothing: 'Nothing yet. We email you your loan documents once your loan is approved.',
  },
  bankStatements: {
    heading: 'Send us your bank statements',
    body: 'We need 90 days of bank statements to confirm your income. Connecting your bank is the quickest way to send them.',
    sending: 'Sending your bank statements with your application…',
    failure: 'Your bank statements could not be added to your application. Please try again.',
    retry: 'Send again',
  },
  notFound: {
    title: 'Application not found',
    heading: 'We could not find that application',
    body: 'The link may be incomplete or out of date. If you have just applied, check the address in the link you were given, or call us and quote your reference.',
    startLink: 'Start a new application',
  },
} as const;
