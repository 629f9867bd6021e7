import type { ApplicationModalName } from '#content/loan-application-copy.ts';
import type {
  JointInvitationProblem,
  LoanApplicationFormState,
  LoanApplicationQuery,
  Step,
} from '#domain/loan-application/browser.ts';
import { initialFormState, type FormState } from '#web/forms/form-runtime.ts';
import type { Store } from '#web/forms/store.ts';
import type { InitialApplication } from './initial-state.ts';

/** Where the page is in restoring a saved application (loan-application §4 "On load, saved data is restored"). */
export type LoadStatus = 'initial' | 'ready';

/**
 * Everything the application pages hold in the browser's memory: the form runtime's state (values,
 * errors, validated set, busy, announcement, fallback captcha) and the application's own. Only
 * Token and Guid ever reach browser storage (resume-storage.ts); the rest lives here and on the server.
 */
export interface ApplicationState extends FormState {
  formState: LoanApplicationFormState;
  /** The application token (the appref), once the first save answered. */
  token: string | null;
  /** The application's version this page holds (the last save's or resume's answer; decision 060). */
  version: number | null;
  /** A save lost on the network is being tried again (decision 060). */
  retrying: boolean;
  modal: ApplicationModalName | null;
  /** A field changed since the page loaded: leaving asks first (§4). */
  dirty: boolean;
  /** The leave prompt was removed (after a 401, §8). */
  leavePromptRemoved: boolean;
  status: LoadStatus;
  /** The application was restored from an earlier visit (the step header's in-progress notice). */
  resumed: boolean;
  /** Set when the applicant was sent to the lowest invalid step: that step shows its errors and the data-error modal (§4). */
  dataErrorPending: boolean;
  /** The conversion event to send when the next step's page shows (site-and-tools §7: "Step1 Submit (on the step-2 page)"). */
  pendingConversion: string | null;
  /** The query parameters of the first page load (loan-application §2). */
  query: LoanApplicationQuery;
  /** The address's amount or purpose was invalid: the referrer parameters are removed on load (§8). */
  invalidReferrerQuery: boolean;
  /** The address's related-id is no open invitation: step 1 says so, related-id is removed on load (decision 055). */
  invitationProblem: JointInvitationProblem | null;
  /** The next step's heading takes focus when it shows (after Next, Back or a step button). */
  focusHeading: boolean;
  /** Step 4 was saved: the confirmation page is loading, nothing may be pressed again. */
  submitted: boolean;
  /**
   * What "Email me a link" came to on a step, from the step's button or the pre-save check modal's
   * offer (decision 059): shown under the form of that step, heard through the live region.
   */
  resumeLinkNotice: { step: Step; message: string } | null;
}

export type ApplicationStore = Store<ApplicationState>;

/** The state of a page load, before anything is restored (`initialApplication` reads the address). */
export function initialApplicationState(initial: InitialApplication): ApplicationState {
  return {
    ...initialFormState(initial.values),
    formState: initial.formState,
    token: null,
    version: null,
    retrying: false,
    modal: null,
    dirty: false,
    leavePromptRemoved: false,
    status: 'initial',
    resumed: false,
    dataErrorPending: false,
    pendingConversion: null,
    query: initial.query,
    invalidReferrerQuery: initial.invalidReferrerQuery,
    invitationProblem: initial.invitationProblem,
    focusHeading: false,
    submitted: false,
    resumeLinkNotice: null,
  };
}
