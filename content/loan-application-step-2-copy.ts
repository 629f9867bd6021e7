/**
 * The words of step 2 of the loan application (personal and contact details, household, address
 * and branch; loan-application §2, §3): its introduction and help, sections' headings, fields'
 * labels and hints, "Why we ask" tooltips, and a broker's words for them (issue 11; decision 054).
 * They load with the step's form only (decision 115); every step's words together are
 * content/loan-application-fields-copy.ts.
 */
export const step2Copy = {
  /** The step's introduction and help (loan-application §2), under its heading. */
  step: {
    intro: 'Your contact details, your household and where you live.',
    help: 'Start typing your street address and choose it from the list, or enter it by hand. If you have lived at your address for a short time we also ask how long you lived at the one before.',
  },
  /** What a "Why we ask" tooltip of the step says (loan-application §1). */
  whyWeAsk: {
    address:
      'We check your address history with the credit bureau, so we ask about the last three years.',
  },
  sections: {
    personal: 'Personal details',
    contact: 'Contact details',
    household: 'Your household',
    address: 'Your address',
    branch: 'Your branch',
  },
  /** Labels and hints of the fields, by field name (loan-application §3). */
  fields: {
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
  },
  /** A broker's words: each replaces the one of the same name above in a broker's session. */
  broker: {
    whyWeAsk: {
      address:
        'We check your client’s address history with the credit bureau, so we ask about the last three years.',
    },
    step: { intro: 'Your client’s contact details, household and where they live.' },
    sections: {
      household: 'Your client’s household',
      address: 'Your client’s address',
      branch: 'Your client’s branch',
    },
    fields: {
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
    },
  },
  branchRecommendation: 'Your nearest branch is {branch}.',
  /** Step 2 with a branch preset by a branch page's Apply now (issue 11; decision 058). */
  presetBranch: {
    sentence: 'Your application goes to our {branch} branch.',
    change: 'Change branch',
  },
} as const;
