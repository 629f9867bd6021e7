import { brand } from './brand.ts';
import { CONCURRENT_CHANGE_MESSAGE } from './loan-application-copy.ts';

/**
 * The loan application's modals' words, by modal name (loan-application §2 "Modals opened by
 * name"). Apart from the rest of the application's words: they load with the modals, on the
 * visitor's first move on a step or when one opens (decision 113).
 */
export const applicationModalsCopy = {
  'app-save-error-modal': {
    title: 'We could not save your details',
    body: `Something went wrong while saving this step. Your earlier steps are safe. Please try again in a moment, or call us on ${brand.phone}.`,
  },
  'app-generic-error-modal': {
    title: 'Something went wrong',
    body: `We could not check your application just now. Please try again in a moment, or call us on ${brand.phone}.`,
  },
  'app-session-error-modal': {
    title: 'Your session has expired',
    body: 'For your security your session has ended. Reload the page to carry on: the steps you saved are kept.',
    action: 'Reload the page',
  },
  'app-data-error-modal': {
    title: 'Please check your details',
    body: 'Some of the details saved earlier in your application need to be checked. We have taken you to the step that needs attention.',
  },
  /** A save from a stale tab (decision 060): reloading shows the answers the other window saved. */
  'app-stale-error-modal': {
    title: 'Changed in another window',
    body: CONCURRENT_CHANGE_MESSAGE,
    action: 'Reload the latest answers',
  },
  'app-pre-save-check-error-modal': {
    title: 'You already have an application with us',
    body: `We received an application with this email address recently. You can carry on with a new application, or cancel and call us on ${brand.phone} about the one you already made.`,
    continue: 'Continue with a new application',
    cancel: 'Cancel',
  },
  'privacy-policy-modal': {
    title: 'Privacy Policy',
  },
} as const;

export type ApplicationModalName = keyof typeof applicationModalsCopy;
