import { FREE_TEXT_REFUSED_CHARACTERS } from '#domain/validation/patterns.ts';

/** Beside the reason, the characters its spec message ("not all special characters") means. */
const INCOME_CHANGE_REASON_HINT = `Please leave out these characters: ${FREE_TEXT_REFUSED_CHARACTERS.join(' ')}`;

/**
 * The words of step 4 of the loan application (security, employment, income and bank statements;
 * loan-application §2, §3): its introduction and help, sections' headings, fields' labels and
 * hints, "Why we ask" tooltips, and a broker's words for them (issue 11; decision 054). They load
 * with the step's form only (decision 115); every step's words together are content/loan-
 * application-fields-copy.ts.
 */
export const step4Copy = {
  /** The step's introduction and help (loan-application §2), under its heading. */
  step: {
    intro: 'Finally, tell us about any security for the loan, your work and your income.',
    /** Shown to logged-in customers only, after the introduction (loan-application §2 step 4). */
    loggedInIntro:
      'We have filled in what we already know from your customer account. Check it, and change anything that is out of date.',
    help: 'If you have been in your job for a short time we also ask about your previous job. Everything you tell us stays confidential and is used only to assess your application.',
  },
  /** What a "Why we ask" tooltip of the step says (loan-application §1). */
  whyWeAsk: {
    incomeChange:
      'Responsible lending rules ask us to make sure the repayments will stay affordable for you.',
  },
  sections: {
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
  /** A broker's words: each replaces the one of the same name above in a broker's session. */
  broker: {
    whyWeAsk: {
      incomeChange:
        'Responsible lending rules ask us to make sure the repayments will stay affordable for your client.',
    },
    step: { intro: 'Finally, any security for the loan, and your client’s work and income.' },
    sections: {
      incomeChange: 'Changes to your client’s income',
    },
    fields: {
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
  },
  /** The broker's bank-statement switch on step 4 (loan-application §4: the frame on Yes, a later text on Later/No). */
  brokerBankStatements: {
    later:
      'The client can send their bank statements later. After you submit, the confirmation page has the bank link for this application; otherwise we will ask the client for them if we need them.',
    finished: 'Thank you, the client’s bank statements have been sent.',
    loading: 'Opening the bank link…',
  },
} as const;
