import { brand } from './brand.ts';
import {
  PREFERRED_BRANCH_DEFAULT_VALUE,
  PREFERRED_BRANCH_STAFF_VALUE,
} from '#domain/branches/preferred-branch.ts';

/**
 * The save's 412 (decision 002 "another window saved the same application first"; decision 060):
 * the server's error and the stale-tab modal's body.
 */
export const CONCURRENT_CHANGE_MESSAGE =
  'Your application was changed in another window. Please reload the page to continue.';

/**
 * Words of the loan application's pages (loan-application §2), kept apart from the demo
 * configuration in content/loan-application.ts. Messages the spec gives word for word are marked
 * with their section; everything else is the demo brand's copy and may be replaced. Each step's
 * section headings and field words are its own file (loan-application-step-N-copy.ts), loaded with
 * its form only (decision 115).
 */
export const applicationCopy = {
  /** Every step's title, in each step's header; a step's introduction and help are its own
   * (loan-application-step-N-copy.ts, decision 115). */
  steps: [
    { title: 'Your loan', estimatedTime: 'About 3 minutes' },
    { title: 'About you', estimatedTime: 'About 4 minutes' },
    { title: 'Your identity', estimatedTime: 'About 2 minutes' },
    { title: 'Work and income', estimatedTime: 'About 5 minutes' },
  ],
  stepLabel: (step: number, total: number, title: string) => `Step ${step} of ${total}: ${title}`,
  /** The steps' meta description (search results and link previews). */
  metaDescription:
    'Apply for a personal loan online in four short steps. Your answers are saved as you go, so you can come back to finish at any time.',
  stepsNavigation: 'Application steps',
  helpHeading: 'Help with this step',
  applicationId: 'Application ID',
  applicationIdTooltip:
    'Quote this ID if you call us about your application. Your progress is saved at the end of each step.',
  inProgressNotice:
    'You have an application in progress. Your details were saved when you last pressed Next.',
  inProgressLink: {
    label: 'Questions? Talk to your nearest branch',
    href: '/find-a-branch-near-you/',
  },
  back: 'Back',
  next: 'Next',
  // spec: loan-application §2 step 2 "Confirm and continue" (a signed-in customer's locked steps)
  confirm: 'Confirm and continue',
  submit: 'Submit application',
  requiredNote: 'All fields are required unless stated otherwise.',
  // spec: loan-application §2 "While submitting, an overlay says the application is being processed and should only take a minute."
  processing: 'Your application is being processed and should only take a minute.',
  saving: 'Saving your details…',
  /** A save lost on the network is tried again (decision 060): said politely and shown by the button. */
  retrying:
    'We lost the connection. Your answers are still here; we will keep trying to save them.',
  restoring: 'Loading your saved application…',
  // spec: loan-application §4 "Leave prompt"
  leavePrompt: 'Are you sure you want to leave? Any unsaved changes will be lost.',
  /**
   * A broker's words (issue 11 "What the applicant sees" 5; decision 054): the questions are about
   * the broker's client, not "you". Each entry replaces the one of the same name above when the
   * session is a broker's; what is not here reads the same for everyone.
   */
  broker: {
    steps: [
      { title: 'The loan' },
      { title: 'About your client' },
      { title: 'Your client’s identity' },
      { title: 'Work and income' },
    ],
  },
  /** A "why we ask" tooltip on each step (loan-application §1: each step has tooltips). */
  whyWeAsk: {
    label: 'Why we ask',
  },
  /**
   * The summary beside the form on a desktop, after it on a phone (issue 11 "What the applicant
   * sees" 3). The estimate is the loan calculator's maths at its default rate and term.
   */
  summaryPanel: {
    heading: 'Your application',
    amount: 'Loan amount',
    purpose: 'Loan purpose',
    notChosen: 'Not chosen yet',
    repayment: 'Estimated repayment',
    // The estimate's own words load with it (content/repayment-estimate-copy.ts, decision 166).
    repaymentNote:
      'An estimate for your information, not a loan offer: your rate depends on your circumstances.',
    branch: 'Branch',
    branchLater: 'You choose it on step 2',
    helpHeading: 'Questions?',
    help: `Call us free on ${brand.phone} or email ${brand.email}.`,
  },
  privacyPolicyLink: 'Read the Privacy Policy',
  close: 'Close',
} as const;

// The modals' words load with the modals (loan-application-modals-copy.ts, decision 113).
export type { ApplicationModalName } from './loan-application-modals-copy.ts';

/**
 * The loan application's PreferredBranch special values (loan-application §3 step 2, §4) with
 * the words a select shows for them. Values come from src/domain, where the Source rule reads
 * them; the branches themselves come with the step pages' data (decision 074).
 */
export const preferredBranchSpecialValues = {
  /** The default: no particular branch; the application is handled online. */
  default: { value: PREFERRED_BRANCH_DEFAULT_VALUE, label: 'Online: no preferred branch' },
  /** Chosen by staff entering an application; the saved Source becomes Staff. */
  staff: { value: PREFERRED_BRANCH_STAFF_VALUE, label: 'Staff application' },
} as const;
