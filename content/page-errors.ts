import { brand } from './brand.ts';

/** What a page shows when its code or data could not be loaded (a lost connection, a new release). */
export const pageLoadFailed = {
  title: 'This page could not be loaded',
  heading: 'This page could not be loaded',
  intro: `Please check your connection and refresh the page to try again, or call us on ${brand.phone}.`,
};
