import type { HardshipChange, HardshipState } from '#domain/hardship/hardship.ts';
import { brand } from '#content/brand.ts';

/**
 * Hardship and missed payments in the lender's words (issue 32 "What to build" 1, 4 and 5): the
 * portal's page, the letters, the arrears reminder and the workspace's labels. The emails carry the
 * first name, the loan number and the reference only; the details are in the borrower's account.
 */
const scheme = brand.disputeScheme;

/** Free financial mentoring (Responsible Lending Code chapter 12: repayment difficulties). */
export const moneyTalks = {
  name: 'MoneyTalks',
  phone: '0800 345 123',
  website: 'https://www.moneytalks.co.nz/',
  line: 'MoneyTalks, a free and confidential financial helpline, on 0800 345 123 or at www.moneytalks.co.nz',
} as const;

const hello = (firstName: string) => `Kia ora ${firstName || 'there'},`;
const sign = `\n\nNgā mihi,\n${brand.name}\n${brand.phone}`;
const schemeLine = `If you are unhappy with how we deal with this, you can complain to us, and then to ${scheme.name}, ${scheme.description}: ${scheme.phone}, ${scheme.website}.`;
const mentoring = `Free financial mentoring can help: call ${moneyTalks.line}.`;

export const hardshipChangeLabels: Readonly<Record<HardshipChange, string>> = {
  'lower-payments': 'Lower payments for a while',
  pause: 'A pause in payments',
  'longer-term': 'A longer loan term with lower payments',
};

export const hardshipStateLabels: Readonly<Record<HardshipState, string>> = {
  received: 'Received: we are considering it',
  'information-requested': 'We have asked you for more information',
  agreed: 'Agreed',
  refused: 'Not agreed',
};

export const hardshipPage = {
  title: 'Financial hardship',
  heading: 'Help if you are struggling with payments',
  intro: `If something you did not expect, such as illness, losing your job or a relationship ending, means you cannot keep up your payments, you can ask us to change them. We reply in writing within 5 working days and decide within 20 working days. ${mentoring}`,
  linkIntro: `Finding payments hard? Ask us for a change to your payments, and see your loans' payments. ${mentoring}`,
  noLoans: 'You have no loans with us.',
  loanHeading: (number: string) => `Loan ${number}`,
  schedule: 'Your payments',
  scheduleColumns: ['Payment', 'Due', 'Amount', 'Paid'] as const,
  balance: 'Balance',
  arrears: (days: number) => `Your payments are ${days} days behind.`,
  applications: 'Your hardship applications',
  noApplications: 'You have not applied for hardship on this loan.',
  state: 'Status',
  decideBy: 'We will decide by',
  reasons: 'Our reasons',
  needed: 'What we need from you',
  answer: {
    label: 'Your answer',
    hint: `Tell us here, or call us on ${brand.phone}. We decide within 20 working days of receiving it.`,
    submit: 'Send my answer',
    sending: 'Sending your answer…',
    sent: (decideBy: string) =>
      `Thank you: we have your answer. We will decide by ${decideBy} and tell you in writing.`,
    failed: `Sorry, we could not take your answer just now. Please try again in a moment, or call us on ${brand.phone}.`,
  },
  arrangement: 'What we agreed',
  disclosure: 'Variation disclosure statement (PDF)',
  refusedScheme: `You can ask a court to change the contract (Credit Contracts and Consumer Finance Act, section 58). ${schemeLine}`,
  form: {
    heading: 'Apply for hardship',
    labels: {
      LoanNumber: 'Which loan?',
      WhatHappened: 'What has happened?',
      CanPay: 'What could you pay each payment? ($)',
      Months: 'For how many months?',
      Change: 'What change are you asking for?',
    },
    hints: {
      WhatHappened: 'Tell us what changed and when, in your own words.',
      CanPay: 'In whole dollars; 0 if you cannot pay anything for now.',
      Months: 'From 1 to 24.',
    },
    submit: 'Send my application',
    sending: 'Sending your application…',
    failed: `Sorry, we could not take your application just now. Please try again in a moment, or call us on ${brand.phone}.`,
  },
  acknowledged: {
    heading: 'We have your hardship application',
    reference: 'Your reference is',
    next: `We have emailed you our acknowledgement. We will decide within 20 working days and tell you in writing. ${mentoring}`,
  },
} as const;

const arrangementWords = (paymentDollars: string, months: number, startsOn: string) =>
  paymentDollars === '$0.00'
    ? `no payments for ${months} months from ${startsOn}`
    : `payments of ${paymentDollars} for ${months} months from ${startsOn}`;

export const hardshipWords = {
  arrangement: arrangementWords,
  extended:
    'What these payments leave unpaid is added to the end of your loan, with no extra interest or fees.',
};

/**
 * The public form (decision 156) for a borrower who is not signed in: they give the loan number
 * and their date of birth, which must match the loan's borrower. A mismatch gets one answer that
 * never says which of the two was wrong, so nobody learns which loan numbers exist.
 */
export const hardshipPublicWords = {
  heading: 'Apply for hardship online',
  intro:
    'Give us your loan number and date of birth so we can find your loan. We send our acknowledgement to the email address we have for your loan.',
  open: 'Apply for hardship online',
  loading: 'Loading the hardship form…',
  labels: {
    ...hardshipPage.form.labels,
    LoanNumber: 'Your loan number',
    DateOfBirth: 'Your date of birth',
  },
  hints: { ...hardshipPage.form.hints, LoanNumber: 'The digits on your loan statements.' },
  notMatched: `The loan number and date of birth do not match a loan of ours. Please check them, or call us on ${brand.phone}.`,
  fallbackMessage: 'Please complete this check so we know you are not a robot.',
  signIn: 'Have an account with us? You can also apply after signing in, and see your payments.',
} as const;

/** The letters (CCCFA s 57A): each an email with the first name and the reference only. */
export const hardshipLetters = {
  acknowledgement: (firstName: string, reference: string, decideBy: string) => ({
    subject: `We have your hardship application ${reference}`,
    text: `${hello(firstName)}\n\nThank you for your hardship application ${reference}. We will look at it carefully and tell you our decision in writing by ${decideBy}. If we need more information we will ask you, and we will then decide within 20 working days of receiving it.\n\n${mentoring}\n\n${schemeLine}${sign}`,
  }),
  'information-request': (firstName: string, reference: string) => ({
    subject: `We need more information for hardship application ${reference}`,
    text: `${hello(firstName)}\n\nTo decide on your hardship application ${reference} we need some more information. Please sign in to your account to see what we need, or call us on ${brand.phone}. We will decide within 20 working days of receiving it.\n\n${mentoring}${sign}`,
  }),
  agreed: (firstName: string, reference: string) => ({
    subject: `We have agreed to change your payments (${reference})`,
    text: `${hello(firstName)}\n\nWe have agreed to change your loan's payments on hardship application ${reference}. The new payments and your variation disclosure statement are in your account.\n\n${mentoring}${sign}`,
  }),
  refused: (firstName: string, reference: string) => ({
    subject: `Our decision on hardship application ${reference}`,
    text: `${hello(firstName)}\n\nWe are sorry: we cannot agree to the change you asked for on hardship application ${reference}. Our reasons are in your account. You can ask a court to change the contract (Credit Contracts and Consumer Finance Act, section 58).\n\n${schemeLine}\n\n${mentoring}${sign}`,
  }),
};

/** The reminder of a missed payment (Responsible Lending Code chapter 12: missed payments). */
export const arrearsReminder = (firstName: string, loanNumber: string) => ({
  subject: `A payment on loan ${loanNumber} has been missed`,
  text: `${hello(firstName)}\n\nA payment on your loan ${loanNumber} has not reached us. If it is on its way, thank you. If you are finding payments hard, please talk to us early: you can apply for hardship in your account, under Financial hardship, or call us on ${brand.phone}.\n\n${mentoring}${sign}`,
});

/** The variation disclosure statement (CCCFA s 22). */
export const variationDisclosureWords = {
  title: (loanNumber: string) => `Variation disclosure statement, loan ${loanNumber}`,
  heading: 'Variation disclosure statement',
  intro: (loanNumber: string, reference: string) =>
    `This statement sets out the change we have agreed to your loan ${loanNumber} on hardship application ${reference} (Credit Contracts and Consumer Finance Act 2003, section 22).`,
  change: 'The change',
  schedule: 'Your payments from now on',
  totals: 'Totals',
  totalRepayable: 'Total of the payments',
  totalInterest: 'Total interest',
  unchanged: 'Everything else in your loan contract stays the same.',
};

/** The workspace's words. */
export const hardshipStaffWords = {
  listTitle: 'Hardship applications',
  none: 'No hardship applications.',
  columns: ['Reference', 'Loan', 'Status', 'Acknowledge by', 'Decide by'] as const,
  paused: 'Paused: information requested',
  detailTitle: (reference: string) => `Hardship application ${reference}`,
  asked: 'Asked for',
  canPay: 'Can pay each payment',
  months: 'For',
  whatHappened: 'What happened',
  requestHeading: 'Ask for information',
  requestLabel: 'What information do you need?',
  requestSubmit: 'Ask for information',
  receivedSubmit: 'Information received',
  agreeHeading: 'Agree an arrangement',
  paymentLabel: 'Payment each time ($)',
  monthsLabel: 'Months',
  startsLabel: 'From (YYYY-MM-DD)',
  agreeSubmit: 'Agree the arrangement',
  refuseHeading: 'Refuse',
  reasonsLabel: 'Reasons (the borrower sees these)',
  refuseSubmit: 'Refuse the application',
  done: 'Saved.',
  notFound: 'There is no hardship application with that reference.',
  agreed: 'Agreed',
  reasons: 'Reasons given',
  letters: 'Letters sent',
  answers: 'The borrower’s answers in the portal',
  weAsked: 'We asked',
  answered: (on: string) => `Answered ${on}`,
  payments: 'The loan’s payments now',
};
