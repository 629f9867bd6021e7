import { brand } from './brand.ts';

/**
 * The quick-links bottom bar (site-and-tools §2): on a phone, on the pages that have a loan
 * calculator, once the visitor has scrolled past half the screen height.
 */
export const QUICK_LINK_PAGES: readonly string[] = ['/loan-calculator/'];

export const quickLinks = {
  label: 'Quick links',
  links: [
    { label: 'Apply now', to: '/loan-application/step-1/' },
    { label: 'Find a branch', to: '/find-a-branch-near-you/' },
    { label: 'Call us', href: `tel:${brand.phone.replace(/\s/g, '')}` },
  ],
} as const;
