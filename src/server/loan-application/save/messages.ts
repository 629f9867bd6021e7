/** What a save answers when it refuses (loan-application §7, §8), word for word. */

export const INVALID_FIELDS_MESSAGE =
  'Some answers need your attention. Please correct the highlighted fields.';
export const ALREADY_SUBMITTED_MESSAGE =
  'This application has been submitted and can no longer be changed.';
export const NEW_APPLICATION_STEP_MESSAGE = 'A new application starts at step 1.';
export const KEYS_TOGETHER_MESSAGE = 'Token and Guid are sent together.';
export const CREDIT_UNAVAILABLE_MESSAGE =
  'We could not finish your application just now. Your answers are saved; please try again in a few minutes.';

export const skipAheadMessage = (step: number, stored: number) =>
  `Step ${step} cannot be saved yet: please complete step ${stored} first.`;
export const earlierStepMessage = (step: number) =>
  `Step ${step} has answers that need your attention. Please go back to step ${step} and correct them.`;
