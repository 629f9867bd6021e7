import { brand } from './brand.ts';

/** Text of the marketing and tool pages (the calculator's: content/calculator.ts). */
export const pages = {
  branchFinder: {
    title: 'Find a branch near you',
    heading: 'Find a branch near you',
    intro:
      'Our branches are in town centres across New Zealand. Search the list, use the map, or let us find the nearest branch to you.',
  },
  bankStatements: {
    title: 'Send us your bank statements',
    heading: 'Send us your bank statements',
    intro:
      'We need 90 days of bank statements to confirm your income. Enter your customer number and application number, and connect your bank securely: we only see your transactions, never your password.',
  },
  payment: {
    title: 'Make a payment',
    heading: 'Make a loan payment',
    intro:
      'Pay towards your loan with a debit or credit card. You need your loan ID, which is on your loan statement.',
  },
  refer: {
    title: 'Refer a friend',
    heading: 'Refer a friend',
    intro:
      'Know someone who would like a loan from us? Tell us who they are and we will get in touch with them.',
  },
  fast500: {
    title: 'Fast $500',
    heading: 'Need $500 fast?',
    intro: `Apply online for a $500 loan and get a decision from ${brand.name} the same working day. Repay over 3 to 12 months.`,
    apply: 'Apply now for $500',
  },
  notFound: {
    title: 'Page not found',
    heading: 'We could not find that page',
    intro: 'The address may be mistyped, or the page may have moved.',
  },
} as const;
