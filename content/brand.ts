/**
 * The demo brand. Its name is written here once; every page reads it from here, so a lender
 * replaces this file (and the rest of content/) to make the site its own.
 */
export const brand = {
  name: 'Kōwhai Finance',
  legalName: 'Kōwhai Finance Limited',
  shortName: 'Kōwhai',
  tagline: 'Personal loans from people in your town',
  phone: '0800 569 4424',
  email: 'hello@kowhai.example.nz',
  postalAddress: 'PO Box 0000, Hamilton 3240 (demo)',
  /** Financial Service Providers Register number (demo value), shown in the footer. */
  fspNumber: 'FSP000000',
  /**
   * A New Zealand lender must belong to an approved dispute resolution scheme and name it
   * (Financial Service Providers (Registration and Dispute Resolution) Act 2008).
   */
  disputeScheme: {
    name: 'Financial Services Complaints Limited (FSCL)',
    description:
      'an independent, free dispute resolution scheme approved by the Minister of Commerce and Consumer Affairs',
    phone: '0800 347 257',
    website: 'https://www.fscl.org.nz/',
  },
} as const;
