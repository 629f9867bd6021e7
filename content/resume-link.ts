/**
 * The emailed resume link's words (issue 11 "Come back and finish" 2, decision 059): the email,
 * the answers the server gives and what the steps and the resume page say. How long a link lives
 * and how many wrong dates of birth lock it are the server's settings (RESUME_LINK_DAYS,
 * RESUME_LINK_MAX_ATTEMPTS); the words are given them.
 */
export const resumeLinkEmail = {
  subject: 'Continue your loan application',
  text: (firstName: string, reference: string, link: string, days: number) =>
    `Kia ora ${firstName},\n\nHere is the link to continue your loan application (Application ID ${reference}) ` +
    `on any device. We will ask for your date of birth before we show it. ` +
    `The link works once and for ${days} days:\n\n${link}\n\n` +
    'If you did not ask for this link, you can ignore this email; your application stays safe.',
};

/**
 * The pre-save check's modal found an application with only step 1 saved: it holds no date of
 * birth to open a link with, and nothing the applicant is not typing again now, so the email says
 * to carry on with the new application instead of sending a link.
 */
export const nothingToContinueEmail = {
  subject: 'Your loan application',
  text: (firstName: string, reference: string) =>
    `Kia ora ${firstName},\n\nYour unfinished loan application (Application ID ${reference}) has only its first step saved, ` +
    'so there is nothing more to continue. Please carry on with the application you have just started; ' +
    'you can ask for a link to finish it later once you have saved the "About you" step.\n\n' +
    'If you did not ask for this, you can ignore this email.',
};

export const resumeLinkMessages = {
  /** Unknown, used or expired: one answer, so a guess learns nothing. */
  gone: 'This link has expired or has already been used. Please ask for a new link from your application, or call us.',
  locked:
    'This link is locked after too many incorrect dates of birth. Please ask for a new link, or call us.',
  wrongDateOfBirth: (left: number) =>
    `That date of birth does not match the application. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  /** No application in this session to email a link for. */
  nothingToSend: 'Please save this step first; then we can email you a link to continue.',
  /** Only step 1 saved: the link opens with the date of birth, which step 2 saves. */
  noDateOfBirthYet:
    'Please save the "About you" step first: the link asks for your date of birth before it opens your application.',
};

export const resumeLinkCopy = {
  requestSending: 'Sending you a link…',
  requestSent: (days: number) =>
    `We have emailed you a link to continue your application on any device. It works once, for ${days} days.`,
  requestFailed: 'We could not send the link. Please try again, or call us.',
  modalSent:
    'If there is an unfinished application for this email address, we have emailed you how to continue it.',
  pageTitle: 'Continue your application',
  pageIntro:
    'To keep your application safe, please confirm your date of birth. Then you can carry on where you left off.',
  dateOfBirthLabel: 'Date of birth',
  submit: 'Continue my application',
  noLink: 'This page opens from the link we emailed you. Please use the link in the email.',
};
