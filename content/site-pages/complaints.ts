import type { SitePage } from '#domain/pages/site-page.ts';
import { brand } from '../brand.ts';

const scheme = brand.disputeScheme;

/**
 * The complaints page's words (issue 32), one of the content pages (./pages.ts), in a file of its
 * own: the complaints page loads only its own words, not every content page's (issue 33
 * finding 1).
 */
export const complaintsPage: SitePage = {
  title: 'Complaints',
  description: `How to make a complaint to ${brand.name}, and the free, independent dispute resolution scheme we belong to.`,
  heading: 'Making a complaint',
  intro:
    'If we have got something wrong, we want to put it right. Telling us is free and will not affect your loan.',
  sections: [
    {
      heading: 'Tell us first',
      paragraphs: [
        `Talk to your branch, call us on ${brand.phone}, email ${brand.email} or write to ${brand.postalAddress}. We acknowledge a complaint within 2 working days and aim to resolve it within 20 working days.`,
      ],
    },
    {
      heading: 'Our dispute resolution scheme',
      paragraphs: [
        `If you are not satisfied with our answer, or we have not resolved your complaint within 40 working days, you can go to ${scheme.name}, ${scheme.description}. It costs you nothing. Phone ${scheme.phone} or visit ${scheme.website}.`,
      ],
    },
  ],
  cta: { label: 'Contact us', to: '/contact/' },
};
