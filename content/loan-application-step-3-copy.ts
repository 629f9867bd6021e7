/**
 * The words of step 3 of the loan application (residency and photo ID; loan-application §2, §3):
 * its introduction and help, sections' headings, fields' labels and hints, "Why we ask" tooltips,
 * and a broker's words for them (issue 11; decision 054). They load with the step's form only
 * (decision 115); every step's words together are content/loan-application-fields-copy.ts.
 */
export const step3Copy = {
  /** The step's introduction and help (loan-application §2), under its heading. */
  step: {
    intro: 'We check one photo ID to confirm who you are, as the law requires.',
    help: 'A New Zealand driver licence or a passport is quickest. Your licence number is on the front of the card (two letters and six numbers) and the version is the three-digit number under it.',
  },
  /** What a "Why we ask" tooltip of the step says (loan-application §1). */
  whyWeAsk: {
    identity: 'New Zealand law requires lenders to confirm the identity of everyone they lend to.',
  },
  sections: {
    residency: 'Residency',
    identity: 'Photo ID',
  },
  /** Labels and hints of the fields, by field name (loan-application §3). */
  fields: {
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
  },
  /** A broker's words: each replaces the one of the same name above in a broker's session. */
  broker: {
    whyWeAsk: {},
    step: { intro: 'We check one photo ID to confirm who your client is, as the law requires.' },
    sections: {},
    fields: {
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
    },
  },
} as const;
