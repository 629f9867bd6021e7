import { brand } from './brand.ts';

/**
 * The words of step 1 of the loan application (the loan, the applicant, a joint applicant and
 * consents; loan-application §2, §3): its introduction and help, sections' headings, fields'
 * labels and hints, "Why we ask" tooltips, and a broker's words for them (issue 11; decision 054);
 * and the words of step 1's page alone: the prefill summary, the joint invitation's notices and the
 * amount's toggle (decision 166). They load with the step's form only (decision 115); every step's
 * words together are
 * content/loan-application-fields-copy.ts.
 */
export const step1Copy = {
  /** The step's introduction and help (loan-application §2), under its heading. */
  step: {
    intro:
      'Tell us how much you would like to borrow and what it is for, and who we are talking to.',
    help: 'Choose an amount with the slider, or enter a specific amount. If someone else is applying with you, answer Yes to the joint application question and we will contact them separately.',
  },
  /** What a "Why we ask" tooltip of the step says (loan-application §1). */
  whyWeAsk: {
    joint:
      'A joint applicant shares responsibility for the loan. We contact them separately to complete their part.',
  },
  sections: {
    loan: 'Your loan',
    applicant: 'About you',
    joint: 'Joint applicant',
    consents: 'Privacy and communication',
  },
  /** Labels and hints of the fields, by field name (loan-application §3). */
  fields: {
    BrokerEmailSubmission: {
      label: 'Broker email address',
      hint: 'We send a copy of the application to this address.',
    },
    LoanAmount: { label: 'How much would you like to borrow?' },
    LoanAmountSpecific: { label: 'Loan amount', hint: 'Whole dollars, for example 8250.' },
    BrokerRefinance: { label: 'Refinance amount' },
    BrokerCashDeposit: { label: 'Cash deposit' },
    BrokerTradeIn: { label: 'Trade-in value' },
    BrokerFee: { label: 'Broker fee' },
    BrokerOptInCci: { label: 'Has the client opted in to credit contract insurance (CCI)?' },
    BrokerCciLpi: { label: 'Loan protection insurance (LPI) amount' },
    BrokerMbi: { label: 'Mechanical breakdown insurance (MBI) amount' },
    BrokerGap: { label: 'Guaranteed asset protection (GAP) amount' },
    LoanPurpose: { label: 'What is the loan for?' },
    LoanPurposeOther: { label: 'Tell us what the loan is for' },
    Title: { label: 'Title' },
    FirstName: { label: 'First name' },
    MiddleName: { label: 'Middle name' },
    LastName: { label: 'Last name' },
    Email: {
      label: 'Email address',
      hint: 'We use it to send you updates about your application.',
    },
    JointApplication: { label: 'Is anyone applying for this loan with you?' },
    JointApplicantFirstName: { label: 'Joint applicant’s first name' },
    JointApplicantLastName: { label: 'Joint applicant’s last name' },
    JointApplicantEmail: {
      label: 'Joint applicant’s email address',
      hint: 'We email them a link to their part of the application.',
    },
    JointApplicantPhoneNumber: { label: 'Joint applicant’s phone number' },
    AgreedToPrivacyPolicy: { label: 'I have read and agree to the Privacy Policy' },
    AgreedToElectronicCommunication: {
      label: 'I agree to receive my loan documents and other communication electronically',
    },
    BrokerAccuracyConfirmation: { label: 'I confirm that this information is accurate' },
  },
  /** A broker's words: each replaces the one of the same name above in a broker's session. */
  broker: {
    whyWeAsk: {},
    step: { intro: 'How much your client would like to borrow, what it is for, and who they are.' },
    sections: {
      loan: 'The loan',
      applicant: 'About your client',
    },
    fields: {
      LoanAmount: { label: 'How much would your client like to borrow?' },
      Email: {
        label: 'Email address',
        hint: 'We use it to send your client updates about their application.',
      },
      AgreedToElectronicCommunication: {
        label:
          'My client agrees to receive their loan documents and other communication electronically',
      },
    },
  },
  /** Step 1's prefill summary (loan-application §2 step 1): what a referrer or the primary applicant set. */
  prefillSummary: {
    heading: 'Your loan details',
    amount: 'Loan amount',
    purpose: 'Loan purpose',
    quantity: (quantity: number) => `Quantity ${quantity}`,
  },
  /**
   * Step 1's notice when a joint applicant's link (related-id) names no open invitation (decision
   * 055): the application goes on as an ordinary one.
   */
  jointInvitation: {
    unknown: {
      heading: 'This invitation link is not valid',
      body: 'We could not find the application you were invited to join. Please check that you used the whole link in the email you received. You can also apply on your own below.',
    },
    used: {
      heading: 'This invitation link has already been used',
      body: `An application has already been started from this link. If you started it and could not finish it, please call us on ${brand.phone}. You can also apply on your own below.`,
    },
  },
  // spec: loan-application §2 "Step 1": default toggle texts
  specificAmountToggle: 'Need more or a more specific amount?',
  sliderToggle: 'Use the slider instead',
} as const;
