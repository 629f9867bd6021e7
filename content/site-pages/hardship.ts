import type { SitePage } from '#domain/pages/site-page.ts';
import { brand } from '../brand.ts';
import { moneyTalks } from '../lending/hardship.ts';

const scheme = brand.disputeScheme;

/**
 * The public hardship page's words (decision 156): for a borrower who is not signed in, with the
 * form that asks for the loan number and date of birth (CCCFA ss 55-56). A file of its own, so
 * only this page loads them.
 */
export const hardshipSitePage: SitePage = {
  title: 'Financial hardship',
  description: `If something you did not expect means you cannot keep up your payments, you can ask ${brand.name} to change them.`,
  heading: 'Help if you are struggling with payments',
  intro:
    'If illness, losing your job, a relationship ending or something else you did not expect means you cannot keep up your payments, you can ask us to change them for a while.',
  sections: [
    {
      heading: 'What you can ask for',
      paragraphs: [
        'Lower payments for a while, a pause in payments, or a longer loan term with lower payments (Credit Contracts and Consumer Finance Act 2003, section 55). Tell us what has happened, what you could pay and for how long.',
      ],
    },
    {
      heading: 'What we do',
      paragraphs: [
        'We acknowledge your application in writing within 5 working days and decide within 20 working days. If we need more information we ask you, and decide within 20 working days of receiving it. If we cannot agree, we tell you why.',
        `Free financial mentoring can help: call ${moneyTalks.line}. If you are unhappy with our decision you can complain to us, and then to ${scheme.name}, ${scheme.description}: ${scheme.phone}.`,
      ],
    },
  ],
  cta: { label: 'Contact us', to: '/contact/' },
};
