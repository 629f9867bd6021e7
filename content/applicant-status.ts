import { brand } from './brand.ts';

/**
 * What the applicant reads about a submitted application (issue 20 "The applicant's side",
 * decision 093): the status in plain words, the timeline, the requests, the status link's page and
 * the emails on submit and on an information request. The emails carry the first name and the
 * reference only, no other personal data.
 */
const sign = `\n\nNgā mihi,\n${brand.name}\n${brand.phone}`;
const hello = (firstName: string) => `Kia ora ${firstName || 'there'},`;
/** How the applicant sees their application: the portal, or the emailed status link. */
export const howToSee = (link: string | null, days: number) =>
  link
    ? `Sign in to your account, or open this link (we will ask for your date of birth; it works for ${days} days):\n\n${link}`
    : 'Sign in to your account to see it.';

export const submittedEmail = {
  subject: (reference: string) => `We have your loan application ${reference}`,
  text: (firstName: string, reference: string, link: string | null, days: number) =>
    `${hello(firstName)}\n\nThank you: we have your loan application ${reference}. A lending specialist will look at it and tell you what happens next.\n\nTo see where it is up to at any time: ${howToSee(link, days)}${sign}`,
};

export const informationRequestEmail = {
  subject: (reference: string) => `We need a little more from you: application ${reference}`,
  text: (firstName: string, reference: string, link: string | null, days: number) =>
    `${hello(firstName)}\n\nTo keep your loan application ${reference} moving, we need a little more information from you. ${howToSee(link, days)}\n\nYou can send us what we ask for there.${sign}`,
};

/** The status of an application in the applicant's words. */
export const applicantStatusWords = {
  'in-progress': 'Not sent yet: finish your application to send it to us.',
  submitted: 'We have your application and will look at it soon.',
  'in-review': 'A lending specialist is looking at your application.',
  'information-requested': 'We need some information from you before we can go on.',
  approved: 'Your application is approved.',
  'conditionally-approved': 'Your application is conditionally approved.',
  declined: 'We cannot offer you a loan for this application.',
  withdrawn: 'This application was withdrawn.',
  offered: 'We have offered you a loan: read and sign your contract below.',
  accepted: 'You have signed your loan contract. We will pay the money into your account.',
  cancelled: 'This loan was cancelled.',
  'paid-out': 'We have paid the money into your account.',
  active: 'Your loan is active.',
  closed: 'Your loan is repaid and closed.',
} as const;

/** One line of the timeline, newest first. */
export const timelineWords = {
  started: 'You started your application.',
  submitted: 'You sent us your application.',
  reviewStarted: 'A lending specialist started looking at your application.',
  requested: (what: string) => `We asked you for: ${what}`,
  askedAgain: (what: string, reason: string) => `We asked you again for: ${what} (${reason})`,
  received: (what: string) => `You sent us: ${what}`,
  accepted: (what: string) => `We accepted: ${what}`,
  backInReview: 'We have everything we asked for and are looking at your application again.',
  withdrawn: 'The application was withdrawn.',
  // Issue 31: the offer to the loan (decision 143).
  offered: 'We offered you a loan.',
  offerLapsed: 'The loan offer lapsed unsigned.',
  signed: 'You signed your loan contract.',
  cancelled: 'The loan was cancelled.',
  paidOut: 'We paid the money into your account.',
  active: 'Your loan started.',
  closed: 'Your loan was repaid and closed.',
  decided: {
    approved: 'We approved your application.',
    // A conditional approval says its condition (issue 30 "What to build" 1).
    'conditionally-approved': (condition: string) =>
      `We approved your application with a condition. The condition: ${condition}.`,
    declined: (reason: string) => `We declined your application. The reason: ${reason}.`,
  },
} as const;

export const applicantStatusCopy = {
  statusHeading: 'Status',
  outstandingHeading: 'What we need from you',
  outstandingNone: 'We do not need anything from you just now.',
  receivedHeading: 'What you have sent us',
  timelineHeading: 'What has happened',
  documentsHeading: 'Documents from us',
  documentsNone: 'We have no documents for you yet.',
  due: (date: string) => `Please send it by ${date}.`,
  askedAgain: (reason: string) => `We asked again: ${reason}`,
  itemStates: { requested: 'Requested', received: 'Received', accepted: 'Accepted' },
  fileLabel: (what: string) =>
    `Upload your ${what.toLowerCase()} (JPG, PNG, GIF or PDF, up to 5 MB)`,
  sendFile: 'Send the file',
  answerLabel: 'Your answer',
  sendAnswer: 'Send the answer',
  sending: 'Sending…',
  sent: (what: string) => `Thank you: we have your ${what.toLowerCase()}.`,
  failed: `We could not send it just now. Please try again, or call us on ${brand.phone}.`,
  chooseFile: 'Please choose a file to upload.',
  enterAnswer: 'Please enter your answer.',
  applicationHeading: (reference: string) => `Application ${reference}`,
  withdraw: {
    heading: 'Withdraw this application',
    intro:
      'If you no longer want this loan, you can withdraw your application. We will stop working on it.',
    start: 'Withdraw my application',
    confirm: (reference: string) =>
      `Are you sure you want to withdraw application ${reference}? You cannot undo this: to borrow later, you would apply again.`,
    yes: 'Yes, withdraw it',
    no: 'No, keep my application',
    withdrawing: 'Withdrawing…',
    done: 'Your application is withdrawn.',
  },
};

/**
 * Documents from us (issue 21): the decision's letter with the disclosure's cooling-off right, a
 * copy of the affordability record and the request for one (CCCFA s 9CA: free, within 20
 * working days).
 */
export const documentsFromUsWords = {
  titles: {
    disclosure: 'Disclosure statement',
    'decline-notice': 'Decision notice',
    'affordability-copy': 'Copy of your affordability record',
    'signed-contract': 'Signed loan contract',
  },
  opens: '(PDF)',
  coolingOff: (lastDay: string) => `You can cancel the loan until the end of ${lastDay}.`,
  askForCopy: 'Ask for a copy of your affordability record',
  copyExplained:
    'The affordability record is what we found about your income, expenses and commitments when we considered your loan. A copy is free.',
  copyDue: (date: string) =>
    `You asked for a copy of your affordability record. We will send it by ${date}.`,
  copyFailed: `We could not send your request just now. Please try again, or call us on ${brand.phone}.`,
} as const;

/** The emailed status link's page. */
export const statusLinkCopy = {
  pageTitle: 'Your application',
  pageIntro:
    'To keep your application safe, please confirm your date of birth. Then you can see where it is up to and send us anything we have asked for.',
  dateOfBirthLabel: 'Date of birth',
  submit: 'Show my application',
  requestFailed: 'We could not open your application. Please try again, or call us.',
  noLink: 'This page opens from the link we emailed you. Please use the link in the email.',
  gone: 'This link has expired. Please sign in, or call us and we will send you a new one.',
};

export const applicantStatusMessages = {
  notFound: 'We could not find this application.',
  notTheApplicant: 'Only the applicant can see and answer this application.',
  noSuchRequest: 'We did not ask for this, or it has already been sent.',
  cannotWithdraw: 'This application has been decided or withdrawn, so it cannot be withdrawn.',
  documentExpected: 'We asked for a document here: please upload the file.',
  answerExpected: 'We asked a question here: please type your answer.',
};
