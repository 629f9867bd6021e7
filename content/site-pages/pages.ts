import type { SitePage } from '#domain/pages/site-page.ts';
import { brand } from '../brand.ts';
import { complaintsPage } from './complaints.ts';
import type { SitePagePath } from './paths.ts';

const scheme = brand.disputeScheme;

/**
 * The words of the brand's content pages, one entry per path of ./paths.ts (TypeScript insists on
 * every one). src/domain/pages/site-page.ts is their schema; its test checks this file.
 */
export const sitePages: Record<SitePagePath, SitePage> = {
  '/personal-loans/': {
    title: 'Personal loans',
    description: `Personal loans from $1,000 to $50,000 with ${brand.name}: fixed repayments, no early repayment fees, a decision the same working day.`,
    heading: 'Personal loans for what matters to you',
    intro:
      'Borrow from $1,000 to $50,000 for a wedding, a holiday, a new fridge or a bill that could not wait. Your repayments stay the same for the whole loan.',
    sections: [
      {
        heading: 'What you need to apply',
        paragraphs: ['About 15 minutes, and these details to hand:'],
        list: [
          'Your New Zealand driver licence or passport',
          'Where you live and work, and for how long',
          'Your income, and 90 days of bank statements if we ask for them',
        ],
      },
      {
        heading: 'What it costs',
        paragraphs: [
          'Your interest rate depends on your circumstances and is fixed for the loan. An establishment fee is added to the loan, and we show every fee and your total cost before you sign. You can repay early at any time without a penalty.',
        ],
      },
    ],
    questions: [
      {
        question: 'How long does it take to get the money?',
        answer:
          'Most applications get a decision the same working day. Once you sign your loan documents, the money is usually in your account the next working day.',
      },
      {
        question: 'Can I repay my loan early?',
        answer:
          'Yes, at any time and without a penalty. Pay a lump sum online or at your branch, or raise your regular payment.',
      },
      {
        question: 'Will applying affect my credit score?',
        answer:
          'We check your credit history with a credit reporting agency when you apply, and the enquiry is recorded on your file. One enquiry has little effect.',
      },
    ],
    cta: { label: 'Work out your repayments', to: '/loan-calculator/' },
  },
  '/car-loans/': {
    title: 'Car loans',
    description: `Car loans for new and used vehicles from dealers or private sellers, from ${brand.name}.`,
    heading: 'Car loans, from a dealer or a private sale',
    intro:
      'Found the car? We can lend for new and used vehicles bought from a dealer or a private seller, with the car as security to keep your rate down.',
    sections: [
      {
        heading: 'How it works',
        paragraphs: [
          'Apply online and tell us about the car: its plate number is enough to start. Once we approve your loan we pay the seller directly, and we check the car has no money owing on it.',
        ],
      },
      {
        heading: 'Protect yourself',
        paragraphs: [
          'Ask for a pre-purchase inspection and check the car on the Personal Property Securities Register before you pay a private seller. Your branch can help.',
        ],
      },
    ],
    cta: { label: 'Apply for a car loan', to: '/loan-application/step-1/' },
  },
  '/debt-consolidation/': {
    title: 'Debt consolidation loans',
    description: `Bring your debts together into one loan with one repayment, with ${brand.name}.`,
    heading: 'Bring your debts together',
    intro:
      'Credit cards, store cards and buy-now-pay-later can add up. One loan can pay them off, leaving one repayment on a day that suits your pay.',
    sections: [
      {
        heading: 'Is it right for you?',
        paragraphs: [
          'A consolidation loan helps when its total cost is less than what you are paying now. We work that out with you before you sign, and we will tell you if it would not leave you better off.',
        ],
      },
      {
        heading: 'Free help is available',
        paragraphs: [
          'If money is tight, MoneyTalks (0800 345 123) offers free, confidential financial mentoring anywhere in New Zealand.',
        ],
      },
    ],
    cta: { label: 'Start your application', to: '/loan-application/step-1/' },
  },
  '/about/': {
    title: `About ${brand.name}`,
    description: `${brand.name} is a New Zealand lender with branches in town centres across the country.`,
    heading: `About ${brand.name}`,
    intro:
      'We are a New Zealand lender with branches in town centres from Whangārei to Invercargill. The people who look at your application live in your town.',
    sections: [
      {
        heading: 'Responsible lending',
        paragraphs: [
          'We lend under the Credit Contracts and Consumer Finance Act 2003 and the Responsible Lending Code: we check that a loan is affordable for you and suits what you need it for before we lend.',
        ],
      },
      {
        heading: 'Registration',
        paragraphs: [
          `${brand.legalName} is a registered financial service provider (${brand.fspNumber}, demo) and a member of ${scheme.name}.`,
        ],
      },
    ],
    cta: { label: 'Find a branch near you', to: '/find-a-branch-near-you/' },
  },
  '/terms/': {
    title: 'Terms of use',
    description: `The terms for using the ${brand.name} website.`,
    heading: 'Terms of use',
    intro: `These terms apply when you use this website. Your loan itself has its own contract, which we give you before you sign.`,
    sections: [
      {
        heading: 'Information on this site',
        paragraphs: [
          'The calculator and examples are estimates to help you plan. Your actual rate, fees and repayments are in your loan contract and disclosure statement.',
        ],
      },
      {
        heading: 'Your application',
        paragraphs: [
          'Please give us true and complete information. We handle what you give us as our privacy policy describes.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: ['These terms are governed by New Zealand law.'],
      },
    ],
    cta: { label: 'Read our privacy policy', to: '/privacy-policy/' },
  },
  '/complaints/': complaintsPage,
};
