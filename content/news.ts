import type { NewsItem } from '#domain/pages/site-page.ts';
import { brand } from './brand.ts';

// spec: site-and-tools §2 "Ajax pagination": the news listing is long enough to page through.
export const NEWS_PAGE_SIZE = 5;

export const newsPage = {
  title: 'News',
  description: `News from ${brand.name}: branch hours, new services and tips for managing money.`,
  heading: 'News',
  intro: 'What is new at our branches and online, and tips for managing your money.',
  paginationLabel: 'News pages',
  /** The list's name, which a screen reader says when focus moves to a newly loaded page. */
  listLabel: (page: number, pageCount: number) => `News, page ${page} of ${pageCount}`,
  /** Announced when a page of news has loaded in place. */
  loaded: (page: number, pageCount: number) => `Showing page ${page} of ${pageCount} of the news`,
};

/** Newest first. */
export const newsItems: NewsItem[] = [
  {
    slug: 'winter-hours',
    date: '2026-11-02',
    title: 'Branch hours over the summer holidays',
    summary:
      'Most branches close from 24 December to 5 January. Applications made online over the break are looked at from 6 January.',
  },
  {
    slug: 'fast-500-returns',
    date: '2026-10-20',
    title: 'Fast $500 is back',
    summary:
      'Need a small amount quickly? Apply online for $500 and get a decision the same working day.',
  },
  {
    slug: 'new-whangarei-branch',
    date: '2026-10-06',
    title: 'A new home for our Whangārei branch',
    summary:
      'Our Whangārei team has moved to a ground-floor shopfront on Cameron Street, with level access and parking nearby.',
  },
  {
    slug: 'scam-warning',
    date: '2026-09-21',
    title: 'Watch out for loan scams',
    summary:
      'We never ask for a fee before we lend, and we never ask for your bank password. If in doubt, call your branch.',
  },
  {
    slug: 'bank-statements-online',
    date: '2026-09-08',
    title: 'Send bank statements online',
    summary:
      'You can now send 90 days of bank statements securely online instead of bringing them into a branch.',
  },
  {
    slug: 'ccfa-changes',
    date: '2026-08-25',
    title: 'Changes to consumer credit law',
    summary:
      'Parliament has changed the Credit Contracts and Consumer Finance Act. Here is what it means for your loan: nothing you need to do.',
  },
  {
    slug: 'budgeting-tips',
    date: '2026-08-11',
    title: 'Five budgeting tips for the winter power bill',
    summary:
      'Small changes add up: heat pump settings, curtains, and spreading the bill with your power company.',
  },
  {
    slug: 'refer-a-friend',
    date: '2026-07-28',
    title: 'Refer a friend, and we look after them too',
    summary:
      'Know someone who would like a loan from us? Tell us, and a branch will get in touch with them.',
  },
  {
    slug: 'car-buying-checklist',
    date: '2026-07-14',
    title: 'Buying a used car: a checklist',
    summary:
      'Check the PPSR, ask for a pre-purchase inspection and look at the warrant and registration before you pay.',
  },
  {
    slug: 'hamilton-open-day',
    date: '2026-06-30',
    title: 'Open day at our Hamilton branch',
    summary: 'Come and meet the team, ask your questions and have a coffee on us.',
  },
  {
    slug: 'app-save-resume',
    date: '2026-06-16',
    title: 'Save your application and finish it later',
    summary:
      'Each step of the online application is saved when you press Next, so you can finish on another day.',
  },
  {
    slug: 'financial-mentoring',
    date: '2026-06-02',
    title: 'Free financial mentoring',
    summary:
      'MoneyTalks offers free, confidential financial mentoring anywhere in New Zealand on 0800 345 123.',
  },
];
