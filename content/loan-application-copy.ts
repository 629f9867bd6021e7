import { FREE_TEXT_REFUSED_CHARACTERS } from '#domain/validation/patterns.ts';
import { brand } from './brand.ts';
import {
  PREFERRED_BRANCH_DEFAULT_VALUE,
  PREFERRED_BRANCH_STAFF_VALUE,
} from '#domain/branches/preferred-branch.ts';

/**
 * The save's 412 (decision 002 "another window saved the same application first"; decision 060):
 * the server's error and the stale-tab modal's body.
 */
export const CONCURRENT_CHANGE_MESSAGE =
  'Your application was changed in another window. Please reload the page to continue.';

/** Beside the reason, the characters its spec message ("not all special characters") means. */
const INCOME_CHANGE_REASON_HINT = `Please leave out these characters: ${FREE_TEXT_REFUSED_CHARACTERS.join(' ')}`;

/**
 * Words of the loan application's pages (loan-application §2), kept apart from the demo
 * configuration in content/loan-application.ts. Messages the spec gives word for word are marked
 * with their section; everything else is the demo brand's copy and may be replaced.
 */
export const applicationCopy = {
  steps: [
    {
      title: 'Your loan',
      estimatedTime: 'About 3 minutes',
      intro:
        'Tell us how much you would like to borrow and what it is for, and who we are talking to.',
      help: 'Choose an amount with the slider, or enter a specific amount. If someone else is applying with you, answer Yes to the joint application question and we will contact them separately.',
    },
    {
      title: 'About you',
      estimatedTime: 'About 4 minutes',
      intro: 'Your contact details, your household and where you live.',
      help: 'Start typing your street address and choose it from the list, or enter it by hand. If you have lived at your address for a short time we also ask how long you lived at the one before.',
    },
    {
      title: 'Your identity',
      estimatedTime: 'About 2 minutes',
      intro: 'We check one photo ID to confirm who you are, as the law requires.',
      help: 'A New Zealand driver licence or a passport is quickest. Your licence number is on the front of the card (two letters and six numbers) and the version is the three-digit number under it.',
    },
    {
      title: 'Work and income',
      estimatedTime: 'About 5 minutes',
      intro: 'Finally, tell us about any security for the loan, your work and your income.',
      /** Shown to logged-in customers only, after the introduction (loan-application §2 step 4). */
      loggedInIntro:
        'We have filled in what we already know from your customer account. Check it, and change anything that is out of date.',
      help: 'If you have been in your job for a short time we also ask about your previous job. Everything you tell us stays confidential and is used only to assess your application.',
    },
  ],
  stepLabel: (step: number, total: number, title: string) => `Step ${step} of ${total}: ${title}`,
  /** The steps' meta description (search results and link previews). */
  metaDescription:
    'Apply for a personal loan online in four short steps. Your answers are saved as you go, so you can come back to finish at any time.',
  stepsNavigation: 'Application steps',
  helpHeading: 'Help with this step',
  applicationId: 'Application ID',
  applicationIdTooltip:
    'Quote this ID if you call us about your application. Your progress is saved at the end of each step.',
  inProgressNotice:
    'You have an application in progress. Your details were saved when you last pressed Next.',
  inProgressLink: {
    label: 'Questions? Talk to your nearest branch',
    href: '/find-a-branch-near-you/',
  },
  back: 'Back',
  next: 'Next',
  // spec: loan-application §2 step 2 "Confirm and continue" (a signed-in customer's locked steps)
  confirm: 'Confirm and continue',
  submit: 'Submit application',
  requiredNote: 'All fields are required unless stated otherwise.',
  // spec: loan-application §2 "While submitting, an overlay says the application is being processed and should only take a minute."
  processing: 'Your application is being processed and should only take a minute.',
  saving: 'Saving your details…',
  /** A save lost on the network is tried again (decision 060): said politely and shown by the button. */
  retrying:
    'We lost the connection. Your answers are still here; we will keep trying to save them.',
  restoring: 'Loading your saved application…',
  // spec: loan-application §4 "Leave prompt"
  leavePrompt: 'Are you sure you want to leave? Any unsaved changes will be lost.',
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
  sections: {
    loan: 'Your loan',
    applicant: 'About you',
    joint: 'Joint applicant',
    consents: 'Privacy and communication',
    personal: 'Personal details',
    contact: 'Contact details',
    household: 'Your household',
    address: 'Your address',
    branch: 'Your branch',
    residency: 'Residency',
    identity: 'Photo ID',
    security: 'Security',
    employment: 'Current employment',
    previousEmployment: 'Previous employment',
    income: 'Income',
    incomeChange: 'Changes to your income',
    brokerSwitch: 'Bank statements',
    additional: 'Additional information',
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
    DateOfBirth: { label: 'Date of birth' },
    Gender: { label: 'Gender' },
    ContactNumberType: { label: 'Best contact number type' },
    ContactNumber: { label: 'Contact number' },
    RelationshipStatus: { label: 'Relationship status' },
    FinancialDependants: {
      label: 'How many people depend on you financially?',
      hint: 'Children or other people you support.',
    },
    Address: { label: 'Your home address' },
    AddressStatus: { label: 'Do you own or rent your home?' },
    AddressDuration: { label: 'How long have you lived at this address?' },
    AddressDurationYear: { label: 'Years' },
    AddressDurationMonth: { label: 'Months' },
    PreviousAddress: { label: 'How long did you live at your previous address?' },
    PreviousAddressYear: { label: 'Years' },
    PreviousAddressMonth: { label: 'Months' },
    ExistingCustomer: { label: 'Are you an existing customer?' },
    PreferredBranch: { label: 'Which branch would you like to deal with?' },
    Residency: { label: 'Are you a New Zealand citizen or permanent resident?' },
    VisaType: { label: 'Visa type' },
    VisaExpiry: { label: 'Visa expiry date' },
    ProofType: { label: 'Which photo ID will you use?' },
    // Issue 11: what an "Other" photo ID is.
    ProofTypeOther: {
      label: 'What is the document?',
      hint: 'For example, a Kiwi Access card or a firearms licence.',
    },
    DriverLicenceNumber: {
      label: 'Driver licence number',
      hint: 'Two letters and six numbers, on the front of your licence (5a).',
    },
    DriverLicenceVersion: {
      label: 'Driver licence version',
      hint: 'Three numbers, on the front of your licence (5b).',
    },
    // Issue 11: identity checks need a current licence.
    DriverLicenceExpiry: {
      label: 'Driver licence expiry date',
      hint: 'On the front of your licence (4b).',
    },
    DriverLicenceIdUpload: {
      label: 'Copy of the driver licence',
      hint: 'A photo or scan of the front: jpg, png, gif or pdf, up to 5 MB.',
    },
    PassportNumber: { label: 'Passport number' },
    PassportExpiry: { label: 'Passport expiry date' },
    PassportCountry: { label: 'Country that issued the passport' },
    PassportIdUpload: {
      label: 'Copy of the passport',
      hint: 'A photo or scan of the photo page: jpg, png, gif or pdf, up to 5 MB.',
    },
    SecurityType: { label: 'Will the loan be secured against a vehicle?' },
    VehicleRegistrationNumber: { label: 'Vehicle registration (licence plate) number' },
    VehicleVinNumber: { label: 'Vehicle identification number (VIN)' },
    EmploymentStatus: { label: 'Employment status' },
    EmploymentIndustry: { label: 'Industry' },
    EmploymentJobRole: { label: 'Job title' },
    EmploymentCompany: { label: 'Employer' },
    EmploymentArea: { label: 'Town or city of work' },
    EmploymentWorkPhoneNumber: { label: 'Work phone number' },
    EmploymentTime: { label: 'How long have you been in this job?' },
    EmploymentTimeYear: { label: 'Years' },
    EmploymentTimeMonth: { label: 'Months' },
    PreviousEmploymentStatus: { label: 'Previous employment status' },
    PreviousEmploymentIndustry: { label: 'Previous industry' },
    PreviousEmploymentJobRole: { label: 'Previous job title' },
    PreviousEmploymentCompany: { label: 'Previous employer' },
    PreviousEmploymentArea: { label: 'Town or city of previous work' },
    PreviousEmploymentWorkPhoneNumber: { label: 'Previous work phone number' },
    PreviousEmploymentTime: { label: 'How long were you in your previous job?' },
    PreviousEmploymentTimeYear: { label: 'Years' },
    PreviousEmploymentTimeMonth: { label: 'Months' },
    ImpendingIncomeChange: { label: 'Do you expect your income to change in the next 12 months?' },
    IncomeChangeReason: {
      label: 'How will your income change?',
      hint: INCOME_CHANGE_REASON_HINT,
    },
    BrokerIllionSwitch: { label: 'Send the client’s bank statements now?' },
    BrokerIllionIframe: {
      label: 'The client’s bank',
      hint: 'The client connects their bank here to share 90 days of statements.',
    },
    AdditionalInformation: { label: 'Anything else you would like us to know?' },
    Income: { label: 'Your income', hint: 'Add each regular income you receive, after tax.' },
  },
  /**
   * A broker's words (issue 11 "What the applicant sees" 5; decision 054): the questions are about
   * the broker's client, not "you". Each entry replaces the one of the same name above when the
   * session is a broker's; what is not here reads the same for everyone.
   */
  broker: {
    steps: [
      {
        title: 'The loan',
        intro: 'How much your client would like to borrow, what it is for, and who they are.',
      },
      {
        title: 'About your client',
        intro: 'Your client’s contact details, household and where they live.',
      },
      {
        title: 'Your client’s identity',
        intro: 'We check one photo ID to confirm who your client is, as the law requires.',
      },
      {
        title: 'Work and income',
        intro: 'Finally, any security for the loan, and your client’s work and income.',
      },
    ],
    sections: {
      loan: 'The loan',
      applicant: 'About your client',
      household: 'Your client’s household',
      address: 'Your client’s address',
      branch: 'Your client’s branch',
      incomeChange: 'Changes to your client’s income',
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
      FinancialDependants: {
        label: 'How many people depend on your client financially?',
        hint: 'Children or other people your client supports.',
      },
      Address: {
        label: 'Your client’s home address',
        hint: 'Start typing your client’s address, then choose it from the list.',
      },
      AddressStatus: { label: 'Does your client own or rent their home?' },
      AddressDuration: { label: 'How long has your client lived at this address?' },
      PreviousAddress: { label: 'How long did your client live at their previous address?' },
      ExistingCustomer: { label: 'Is your client an existing customer?' },
      PreferredBranch: { label: 'Which branch would your client like to deal with?' },
      Residency: { label: 'Is your client a New Zealand citizen or permanent resident?' },
      ProofType: { label: 'Which photo ID will your client use?' },
      DriverLicenceNumber: {
        label: 'Driver licence number',
        hint: 'Two letters and six numbers, on the front of the licence (5a).',
      },
      DriverLicenceVersion: {
        label: 'Driver licence version',
        hint: 'Three numbers, on the front of the licence (5b).',
      },
      DriverLicenceExpiry: {
        label: 'Driver licence expiry date',
        hint: 'On the front of the licence (4b).',
      },
      EmploymentTime: { label: 'How long has your client been in this job?' },
      PreviousEmploymentTime: { label: 'How long was your client in their previous job?' },
      ImpendingIncomeChange: {
        label: 'Does your client expect their income to change in the next 12 months?',
      },
      IncomeChangeReason: {
        label: 'How will your client’s income change?',
        hint: INCOME_CHANGE_REASON_HINT,
      },
      Income: {
        label: 'Your client’s income',
        hint: 'Add each regular income your client receives, after tax.',
      },
    },
    whyWeAsk: {
      address:
        'We check your client’s address history with the credit bureau, so we ask about the last three years.',
      incomeChange:
        'Responsible lending rules ask us to make sure the repayments will stay affordable for your client.',
    },
  },
  /** A "why we ask" tooltip on each step (loan-application §1: each step has tooltips). */
  whyWeAsk: {
    label: 'Why we ask',
    joint:
      'A joint applicant shares responsibility for the loan. We contact them separately to complete their part.',
    address:
      'We check your address history with the credit bureau, so we ask about the last three years.',
    identity: 'New Zealand law requires lenders to confirm the identity of everyone they lend to.',
    incomeChange:
      'Responsible lending rules ask us to make sure the repayments will stay affordable for you.',
  },
  /** The broker's bank-statement switch on step 4 (loan-application §4: the frame on Yes, a later text on Later/No). */
  brokerBankStatements: {
    later:
      'The client can send their bank statements later. After you submit, the confirmation page has the bank link for this application; otherwise we will ask the client for them if we need them.',
    finished: 'Thank you, the client’s bank statements have been sent.',
    loading: 'Opening the bank link…',
  },
  /**
   * The summary beside the form on a desktop, after it on a phone (issue 11 "What the applicant
   * sees" 3). The estimate is the loan calculator's maths at its default rate and term.
   */
  summaryPanel: {
    heading: 'Your application',
    amount: 'Loan amount',
    purpose: 'Loan purpose',
    notChosen: 'Not chosen yet',
    repayment: 'Estimated repayment',
    repaymentValue: (weekly: string, term: string, rate: number) =>
      `${weekly} a week over ${term} at ${rate}% p.a.`,
    /** Without the calculator's choice: the calculator's defaults, said as assumed. */
    repaymentAssumed: (weekly: string, term: string, rate: number) =>
      `${weekly} a week, assuming ${term} at ${rate}% p.a.`,
    repaymentUnavailable: 'Not available for this amount',
    repaymentNote:
      'An estimate for your information, not a loan offer: your rate depends on your circumstances.',
    branch: 'Branch',
    branchLater: 'You choose it on step 2',
    helpHeading: 'Questions?',
    help: `Call us free on ${brand.phone} or email ${brand.email}.`,
  },
  privacyPolicyLink: 'Read the Privacy Policy',
  branchRecommendation: 'Your nearest branch is {branch}.',
  /** Step 2 with a branch preset by a branch page's Apply now (issue 11; decision 058). */
  presetBranch: {
    sentence: 'Your application goes to our {branch} branch.',
    change: 'Change branch',
  },
  close: 'Close',
} as const;

// The modals' words load with the modals (loan-application-modals-copy.ts, decision 113).
export type { ApplicationModalName } from './loan-application-modals-copy.ts';

/**
 * The loan application's PreferredBranch special values (loan-application §3 step 2, §4) with
 * the words a select shows for them. Values come from src/domain, where the Source rule reads
 * them; the branches themselves come with the step pages' data (decision 074).
 */
export const preferredBranchSpecialValues = {
  /** The default: no particular branch; the application is handled online. */
  default: { value: PREFERRED_BRANCH_DEFAULT_VALUE, label: 'Online: no preferred branch' },
  /** Chosen by staff entering an application; the saved Source becomes Staff. */
  staff: { value: PREFERRED_BRANCH_STAFF_VALUE, label: 'Staff application' },
} as const;
