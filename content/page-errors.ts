import { brand } from './brand.ts';

/** What a page shows when its code or data could not be loaded (a lost connection, a new release). */
export const pageLoadFailed = {
  title: 'This page could not be loaded',
  heading: 'This page could not be loaded',
  intro: `Please check your connection and refresh the page to try again, or call us on ${brand.phone}.`,
};

/**
 * The page the server sends when it cannot serve a page at all (its database is unreachable): a
 * plain document without the app, since the app's own data cannot be loaded either.
 */
export const serviceUnavailable = {
  title: `Service unavailable – ${brand.name}`,
  heading: 'Sorry, we cannot show this page right now',
  intro: `Our website is having a problem. Your saved answers are safe. Please try again in a few minutes, or call us on ${brand.phone}.`,
  homeLink: 'Go to the home page',
};

/** The same document when a page fails for another reason of ours. */
export const serverError = {
  ...serviceUnavailable,
  title: `Something went wrong – ${brand.name}`,
  heading: 'Something went wrong',
};

/**
 * What a part of a page shows in its place when its code could not be loaded (the generic chunk
 * error, site-and-tools §8): the video player, a lazily loaded part of a form, the lightbox.
 */
export const chunkLoadFailed = {
  message: `This part of the page could not be loaded. Please check your connection and refresh the page to try again, or call us on ${brand.phone}.`,
};
