import type { ComplaintCategory } from '#domain/complaints/categories.ts';
import type { ComplaintTimes } from '#domain/complaints/register.ts';
import { brand } from './brand.ts';

const scheme = brand.disputeScheme;

/**
 * The complaints process in the lender's words (issue 32 "What to build" 2 and 5): the form on
 * /complaints/ and in the portal, its acknowledgement, the letters and the register's labels. The
 * times are the lender's own (its complaints page promises them) and FSCL's: a complainant may
 * take a complaint to the scheme once it is unresolved 40 working days after it was made, or when
 * the lender's process ends in deadlock (https://fscl.org.nz/about-us/complaints/how-to-make-a-complaint/).
 */
export const complaintTimes: ComplaintTimes = {
  /** "We acknowledge a complaint within 2 working days" (the complaints page). */
  acknowledgeWorkingDays: 2,
  /** "and aim to resolve it within 20 working days" (the complaints page). */
  resolveWorkingDays: 20,
  /** FSCL: a complaint unresolved after 40 working days may go to the scheme. */
  schemeWorkingDays: 40,
};

/** What the complaint is about: the register's categories and the annual return's. */
export const complaintCategoryLabels: Readonly<Record<ComplaintCategory, string>> = {
  'personal-loan': 'A personal loan',
  'car-loan': 'A car loan',
  'debt-consolidation': 'A debt consolidation loan',
  application: 'A loan application',
  service: 'Our service or staff',
  other: 'Something else',
};

export const complaintForm = {
  heading: 'Tell us online',
  intro:
    'Use this form and we will send you a reference straight away. Please do not include card or bank account numbers.',
  open: 'Make a complaint online',
  loading: 'Loading the complaint form…',
  labels: {
    Product: 'What is your complaint about?',
    WhatWentWrong: 'What went wrong?',
    PutRight: 'What would put it right?',
    Name: 'Your name',
    Email: 'Email address',
    Phone: 'Phone number (optional)',
  },
  hints: {
    WhatWentWrong: 'Tell us what happened and when, in your own words.',
    PutRight: 'For example an apology, a refund or a change to your loan.',
    Email: 'We send your acknowledgement and our letters here.',
    Phone: 'If you would like us to call you',
  },
  choose: 'Please choose',
  submit: 'Send my complaint',
  sending: 'Sending your complaint…',
  failed: `Sorry, we could not take your complaint just now. Please try again in a moment, or call us on ${brand.phone}.`,
  fallbackMessage: 'Please complete this check so we know you are not a robot.',
  acknowledged: {
    heading: 'We have your complaint',
    reference: 'Your reference is',
    next: [
      `We have emailed you an acknowledgement. We will contact you within ${complaintTimes.acknowledgeWorkingDays} working days and aim to resolve your complaint within ${complaintTimes.resolveWorkingDays} working days.`,
      `If you are not satisfied with our answer, or we have not resolved your complaint within ${complaintTimes.schemeWorkingDays} working days, you can go to ${scheme.name}. It costs you nothing. Phone ${scheme.phone} or visit ${scheme.website}.`,
    ],
  },
} as const;

const signOff = `Ngā mihi,\n${brand.name}\n${brand.phone}`;
const schemeParagraph = `You can take your complaint to ${scheme.name}, ${scheme.description}. It costs you nothing. Phone ${scheme.phone} or visit ${scheme.website}.`;

/** The letters, each emailed through the outbox: the first name and the reference only. */
export const complaintLetters = {
  acknowledgement: (firstName: string, reference: string) => ({
    subject: `We have your complaint (${reference})`,
    text: [
      `Kia ora ${firstName},`,
      `Thank you for telling us. Your complaint's reference is ${reference}.`,
      `What happens next: someone from our team will look into it and contact you within ${complaintTimes.acknowledgeWorkingDays} working days. We aim to resolve complaints within ${complaintTimes.resolveWorkingDays} working days.`,
      `If you are not satisfied with our answer, or we have not resolved your complaint within ${complaintTimes.schemeWorkingDays} working days, ${schemeParagraph.charAt(0).toLowerCase()}${schemeParagraph.slice(1)}`,
      signOff,
    ].join('\n\n'),
  }),
  resolution: (firstName: string, reference: string) => ({
    subject: `Our answer to your complaint (${reference})`,
    text: [
      `Kia ora ${firstName},`,
      `We have finished looking into your complaint ${reference} and our answer is on its way to you as we discussed.`,
      `If you are not satisfied with our answer, ${schemeParagraph.charAt(0).toLowerCase()}${schemeParagraph.slice(1)}`,
      signOff,
    ].join('\n\n'),
  }),
  deadlock: (firstName: string, reference: string) => ({
    subject: `Your complaint (${reference}): you can go to ${scheme.name}`,
    text: [
      `Kia ora ${firstName},`,
      `We have not been able to agree how to resolve your complaint ${reference}, and our internal complaints process has ended.`,
      schemeParagraph,
      signOff,
    ].join('\n\n'),
  }),
  schemeOpen: (firstName: string, reference: string) => ({
    subject: `Your complaint (${reference}): you can go to ${scheme.name}`,
    text: [
      `Kia ora ${firstName},`,
      `We are sorry we have not resolved your complaint ${reference} within ${complaintTimes.schemeWorkingDays} working days. We are still working on it, and you do not have to wait for us.`,
      schemeParagraph,
      signOff,
    ].join('\n\n'),
  }),
} as const;

/** The register's words in the staff workspace. */
export const complaintRegisterCopy = {
  title: 'Complaints',
  intro: `Every complaint from the form, the portal and our branches. Acknowledge within ${complaintTimes.acknowledgeWorkingDays} working days, resolve within ${complaintTimes.resolveWorkingDays}; after ${complaintTimes.schemeWorkingDays} the complainant may go to ${scheme.name}.`,
  states: {
    received: 'Received',
    acknowledged: 'Acknowledged',
    investigating: 'Investigating',
    resolved: 'Resolved',
    deadlocked: 'Deadlocked',
  },
  outcomes: {
    upheld: 'Upheld',
    'partly-upheld': 'Partly upheld',
    'not-upheld': 'Not upheld',
  },
  letters: {
    acknowledgement: 'Acknowledgement',
    resolution: 'Resolution',
    deadlock: 'Deadlock letter',
    'scheme-open': `Letter naming ${scheme.name} (${complaintTimes.schemeWorkingDays} working days)`,
  },
  taskLabel: 'Complaint to resolve',
  monthly: 'Monthly counts for the annual return',
  downloadCsv: 'Download the counts (CSV)',
} as const;
