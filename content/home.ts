import { brand } from './brand.ts';

// The home page's words on their own, so the home page downloads no other page's (docs/decisions/028).
export const homePage = {
  title: `${brand.name}: personal loans in New Zealand`,
  heading: 'Personal loans, decided by people who know your town',
  intro:
    'Borrow from $1,000 to $50,000 for a car, a home repair, a wedding or to bring your debts together. Apply online in about 15 minutes and save as you go: you can come back to finish at any time.',
  highlights: [
    {
      icon: 'steps',
      heading: 'Apply in four short steps',
      text: 'Your loan, you, your identity, then your work and income. Each step is saved when you press Next.',
    },
    {
      icon: 'person',
      heading: 'A real person reviews it',
      text: 'Your nearest branch looks at every application and calls you, usually the same working day.',
    },
    {
      icon: 'shield',
      heading: 'No early repayment surprises',
      text: 'Pay your loan off early at any time. We show the full cost before you sign.',
    },
  ],
  apply: 'Start your application',
  calculator: 'Work out your repayments',
  /** The hero illustration (public/images, licence in public/images/LICENCE.md). */
  heroImage: { src: '/images/hero-kowhai.svg', width: 480, height: 360 },
};
