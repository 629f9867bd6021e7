import { brand } from './brand.ts';

// The home page's words on their own, so the home page downloads no other page's (docs/decisions/028).
export const homePage = {
  title: `${brand.name}: personal loans in New Zealand`,
  heading: 'Personal loans, decided by people who know your town',
  /** The first hero's heading (the page's heading stays above the carousel, whichever hero shows). */
  firstHero: 'Borrow $1,000 to $50,000 and save as you go',
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
  /** The home carousel's other heroes, after the first (the heading above); site-and-tools §2. */
  moreHeroes: [
    {
      heading: 'A loan for the car that gets you to work',
      text: 'New or used, from a dealer or a neighbour: borrow for the car and pay it off weekly, fortnightly or monthly.',
      link: { to: '/car-loans/', label: 'About car loans' },
      image: { src: '/images/hero-car.svg', width: 480, height: 360 },
    },
    {
      heading: 'Bring your debts together',
      text: 'Swap several cards and bills for one loan with one repayment you can plan around.',
      link: { to: '/debt-consolidation/', label: 'About debt consolidation' },
      image: { src: '/images/hero-debts.svg', width: 480, height: 360 },
    },
  ],
  carousel: {
    label: 'Our loans',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slides',
    play: 'Play slides',
  },
  featureVideo: {
    heading: 'See the application in 4 seconds',
    text: 'Four short steps, each saved as you go. Most people finish in about 15 minutes.',
    label: 'Video: the four steps of the online application filling in one after another',
    src: '/media/feature-steps.webm',
    type: 'video/webm',
    /** Shown before the video plays and in its place between plays (site-and-tools §2). */
    image: { src: '/images/feature-video-poster.svg', width: 640, height: 360 },
  },
};
